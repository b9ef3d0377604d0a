import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogShell } from './dialog-shell';
import { UploadPanel } from './upload-panel';

/** "Upload activities" from the dashboard: the same panel as in Settings > Connections. */
export default function UploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('logging.upload.title')}
      description={t('logging.upload.lead')}
      testId="upload-dialog"
    >
      <UploadPanel />
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} data-testid="upload-close">
          {t('common.close')}
        </Button>
      </DialogFooter>
    </DialogShell>
  );
}
