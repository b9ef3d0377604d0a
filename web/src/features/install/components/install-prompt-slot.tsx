import { lazy, Suspense } from 'react';
import { isStandalone } from '../../../lib/navigation';
import { dismissKey, localDay, shouldShowInstallPrompt } from './install-rules';

const InstallPrompt = lazy(() => import('./install-prompt'));

function lastDismissed(userId: string): string | null {
  try {
    return localStorage.getItem(dismissKey(userId));
  } catch {
    return null;
  }
}

/** Loads the install overlay only for the few visits that should see it. */
export function InstallPromptSlot({ userId }: { userId: string }) {
  const show = shouldShowInstallPrompt({ userAgent: navigator.userAgent, standalone: isStandalone(), lastDismissed: lastDismissed(userId), today: localDay() });
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt userId={userId} />
    </Suspense>
  );
}
