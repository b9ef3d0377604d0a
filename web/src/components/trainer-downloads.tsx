import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrainerFormat } from '@shared/weeks/trainer-formats';
import { buttonClasses } from './ui/button';
import { ApiError, errorText } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

interface Failure {
  text: string;
  ftpRequired: boolean;
}

/** Buttons for indoor-training files (Zwift, ERG, MRC); a refusal is explained, with the way to Settings > Zones when FTP is missing. */
export function TrainerDownloads(props: {
  formats: readonly TrainerFormat[];
  href: (format: TrainerFormat) => string;
  fallbackName: string;
  testId: string;
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<TrainerFormat | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  if (props.formats.length === 0) return null;
  const lang = i18n.language?.startsWith('pl') ? 'pl' : 'en';

  const download = async (format: TrainerFormat) => {
    setBusy(format);
    setFailure(null);
    try {
      const url = props.href(format);
      await downloadFile(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, `${props.fallbackName}.${format}`);
    } catch (error) {
      const reason =
        error instanceof ApiError && typeof error.body === 'object' && error.body
          ? (error.body as { reason?: unknown }).reason
          : null;
      setFailure({ text: errorText(error), ftpRequired: reason === 'ftp-required' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-2" data-testid={props.testId}>
      <div className="flex flex-wrap items-center gap-2">
        {props.label && <span className="text-sm font-semibold">{props.label}</span>}
        {props.formats.map((format) => (
          <button
            key={format}
            type="button"
            className={buttonClasses('outline', 'sm')}
            disabled={busy !== null}
            onClick={() => void download(format)}
            data-testid={`${props.testId}-${format}`}
          >
            {busy === format ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Download className="h-4 w-4" aria-hidden="true" />
            )}
            {t(`workouts.files.${format}`)}
          </button>
        ))}
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 p-3 text-sm text-danger"
          data-testid={`${props.testId}-error`}
        >
          {failure.ftpRequired ? t('workouts.files.ftpRequired') : t('workouts.files.failed', { text: failure.text })}{' '}
          {failure.ftpRequired && (
            <Link to="/settings/zones" className="font-semibold underline" data-testid={`${props.testId}-zones-link`}>
              {t('workouts.files.setFtp')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
