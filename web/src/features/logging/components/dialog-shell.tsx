import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

// React events bubble through portals: without this, typing a space in a dialog opened from a week-board card
// would reach the card's drag listeners and pick the card up.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** A logging dialog: title, optional lead, the form; closing is always possible. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        data-testid={testId}
        onKeyDown={stop}
        onMouseDown={stop}
        onTouchStart={stop}
        onPointerDown={stop}
      >
        <DialogTitle className="pr-8">{title}</DialogTitle>
        {description ? (
          <DialogDescription>{description}</DialogDescription>
        ) : (
          <DialogDescription className="sr-only">{title}</DialogDescription>
        )}
        <div className="mt-4">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
