import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';

/** Asks before a move that puts two hard sessions back to back or a session on a free day; Cancel leaves the card where it was. */
export function MoveConfirmDialog({
  lines,
  onConfirm,
  onCancel,
  onClosed,
}: {
  lines: string[] | null;
  onConfirm: () => void;
  onCancel: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={Boolean(lines)} onOpenChange={(open) => !open && onCancel()}>
      {/* The board decides where focus goes: the moved card at its new day, or back on the card after Cancel. */}
      <DialogContent
        closeLabel={t('modals.close')}
        data-testid="move-confirm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogTitle className="flex items-center gap-2">
          <TriangleAlert className="h-5 w-5 text-primary" aria-hidden="true" />
          {t('weekBoard.confirm.title')}
        </DialogTitle>
        <DialogDescription asChild>
          <div className="space-y-2">
            {lines?.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="font-semibold text-fg">{t('weekBoard.confirm.question')}</p>
          </div>
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} data-testid="move-cancel">
            {t('weekBoard.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} data-testid="move-anyway">
            {t('weekBoard.confirm.move')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
