import { useTranslation } from 'react-i18next';
import type { AdminMailRow } from '@shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/dates';

const TONES = { pending: 'default', sent: 'success', failed: 'danger' } as const;

/** The mails queued for an athlete, newest first: what, when, whether it went out, and the last error. */
export function MailList({ mails }: { mails: AdminMailRow[] }) {
  const { t } = useTranslation();
  if (mails.length === 0) return <p className="text-sm text-muted">{t('admin.mails.none')}</p>;
  return (
    <ul className="divide-y divide-line text-sm" data-testid="mail-list">
      {mails.map((mail) => (
        <li key={mail.id} className="space-y-1 py-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2">
              <Badge tone={TONES[mail.status as keyof typeof TONES] ?? 'default'}>
                {t(`admin.mails.status.${mail.status}`, { defaultValue: mail.status })}
              </Badge>
              <span className="truncate">{mail.subject}</span>
            </span>
            <span className="text-xs text-muted">{formatDateTime(mail.sentAt ?? mail.createdAt)}</span>
          </div>
          {mail.lastError && (
            <p className="break-words text-xs text-danger">
              {t('admin.mails.lastError', { attempts: mail.attempts, error: mail.lastError })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
