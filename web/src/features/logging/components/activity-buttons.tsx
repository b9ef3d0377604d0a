import { Plus, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const LogActivityDialog = lazy(() => import('./log-activity-dialog'));
const UploadDialog = lazy(() => import('./upload-dialog'));

/** "Log an activity" and "Upload activities", each opening its dialog (loaded on first use). */
export function ActivityButtons({ upload = true, className }: { upload?: boolean; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'log' | 'upload' | null>(null);
  const close = (next: boolean) => !next && setOpen(null);
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button size="sm" variant="outline" onClick={() => setOpen('log')} data-testid="log-activity">
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('logging.log.open')}
      </Button>
      {upload && (
        <Button size="sm" variant="outline" onClick={() => setOpen('upload')} data-testid="upload-activities">
          <Upload className="h-4 w-4" aria-hidden="true" />
          {t('logging.upload.open')}
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'log' && <LogActivityDialog open onOpenChange={close} />}
        {open === 'upload' && <UploadDialog open onOpenChange={close} />}
      </Suspense>
    </div>
  );
}
