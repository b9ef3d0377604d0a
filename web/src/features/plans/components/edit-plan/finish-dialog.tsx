import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';

/** The seed's confirmation before a plan is finished. */
export function FinishDialog(props: {
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={t('modals.close')}>
        <DialogTitle>{t('plans.edit.finishTitle')}</DialogTitle>
        <DialogDescription>{t('plans.edit.finishConfirm')}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {t('plans.edit.cancel')}
          </Button>
          <Button variant="destructive" onClick={props.onConfirm} disabled={props.pending}>
            {props.pending && <Spinner />}
            {t('plans.edit.finishAction')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
