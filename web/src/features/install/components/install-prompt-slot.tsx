import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { isStandalone } from '../../../lib/navigation';
import { installOffer, listenForInstallOffer, subscribeToInstallOffer } from './install-event';
import { dismissKey, localDay, shouldShowInstallPrompt } from './install-rules';

const InstallPrompt = lazy(() => import('./install-prompt'));

function lastDismissed(userId: string): string | null {
  try {
    return localStorage.getItem(dismissKey(userId));
  } catch {
    return null;
  }
}

/**
 * Loads the install overlay only for the few visits that should see it, and never over the screen the athlete
 * opened the app for: it waits for their first move to another screen of the visit.
 */
export function InstallPromptSlot({ userId }: { userId: string }) {
  const { pathname } = useLocation();
  const [firstScreen] = useState(pathname);
  const [movedOn, setMovedOn] = useState(false);
  if (!movedOn && pathname !== firstScreen) setMovedOn(true);
  useEffect(listenForInstallOffer, []);
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => null);
  if (!movedOn) return null;
  const show = shouldShowInstallPrompt({
    userAgent: navigator.userAgent,
    standalone: isStandalone(),
    lastDismissed: lastDismissed(userId),
    today: localDay(),
    hasOffer: offer !== null,
    pathname,
  });
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt userId={userId} />
    </Suspense>
  );
}
