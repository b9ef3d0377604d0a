import { Loader2, UploadCloud } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useUploadActivities } from '../api/use-upload-activities';
import { ACCEPT_ATTRIBUTE } from '../lib/upload-files';
import { UploadResults } from './upload-results';

/** FIT, TCX and GPX files (also .gz), several at once, by the file picker or dropped on the zone; a result per file. */
export function UploadPanel() {
  const { t } = useTranslation();
  const inputId = useId();
  const { upload, chooseSport, results, busy } = useUploadActivities();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!busy) void upload(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="space-y-3" data-testid="upload-panel">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line p-6 text-center transition hover:border-primary/60 focus-within:outline-2 focus-within:outline-ring',
          over && 'border-primary bg-ember-500/5',
          busy && 'pointer-events-none opacity-70',
        )}
        data-testid="upload-dropzone"
      >
        {busy ? (
          <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden="true" />
        ) : (
          <UploadCloud className="h-8 w-8 text-accent" aria-hidden="true" />
        )}
        <span className="text-sm font-semibold">{busy ? t('logging.upload.uploading') : t('logging.upload.drop')}</span>
        <span className="text-xs text-muted">{t('logging.upload.formats')}</span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void upload(files);
          }}
          data-testid="upload-input"
        />
      </label>
      <UploadResults results={results} onSport={(index, sport) => void chooseSport(index, sport)} busy={busy} />
    </div>
  );
}
