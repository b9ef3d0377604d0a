import { lazy, Suspense } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** A toast's action button: it only ever renders inside the Toaster, so it comes with the Toaster's chunk. */
export const ToastAction = lazy(() => import('./toaster').then((m) => ({ default: m.ToastAction })));

/** Loads the Radix toast code only once the first toast is raised (keeps it out of the landing page's JS). */
export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
