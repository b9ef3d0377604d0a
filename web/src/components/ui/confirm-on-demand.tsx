import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * A confirm dialog whose code (Radix Dialog: focus trap, scroll lock, portal) loads and mounts when it first opens: a
 * screen that offers a disconnect or a delete neither downloads nor renders it until asked. Once opened it stays
 * mounted, so it closes (and gives focus back) as any dialog does.
 */
export function ConfirmOnDemand(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  // Adjusting state while rendering (React's pattern for "derived from a prop's past values"): no extra commit.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
