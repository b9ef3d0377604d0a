import { useTranslation } from 'react-i18next';
import type { AuditView } from '@shared/schemas/admin';
import { formatDateTime } from '../../../lib/dates';

/** Who did what to whom, newest first. */
export function AuditList({ rows }: { rows: AuditView[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-sm text-muted">{t('admin.audit.empty')}</p>;
  return (
    <ul className="divide-y divide-line text-sm" data-testid="audit-list">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span>
            <span className="font-semibold">
              {t(`admin.audit.actions.${row.action}`, { defaultValue: row.action })}
            </span>
            {row.target.label ? <span className="text-muted"> · {row.target.label}</span> : null}
            {typeof row.details.amount === 'number' ? (
              <span className="text-muted"> · {String(row.details.amount)}</span>
            ) : null}
          </span>
          <span className="text-xs text-muted">
            {row.actorEmail} · {formatDateTime(row.at)}
          </span>
        </li>
      ))}
    </ul>
  );
}
