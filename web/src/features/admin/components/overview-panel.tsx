import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { useAdminOverview } from '../api/admin-queries';
import { AuditList } from './audit-list';
import { TaskStatsCard } from './task-stats-card';

function Stat({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
      <p
        className={typeof value === 'number' ? 'mt-1 text-2xl font-black tabular-nums' : 'mt-1 text-lg font-bold'}
        data-testid={testId}
      >
        {value}
      </p>
    </Card>
  );
}

export function OverviewPanel() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  // Data arriving is a store update, which React renders in one blocking task: deferred, the figures render in a
  // transition (in slices of a few milliseconds) right after, also when the data was there before the first render.
  const o = useDeferredValue(overview.data ?? null, null);
  // The figures paint first; the task statistics and the audit (their number and date formats load the browser's
  // locale data, a long task on a phone) in the next task, below them, so nothing shown moves.
  const below = useAfterFirstPaint(o !== null);
  if (overview.isError)
    return (
      <p role="alert" className="text-danger">
        {t('admin.loadFailed')}
      </p>
    );
  if (!o) return <Spinner label={t('common.loading')} />;
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={t('admin.overview.accounts')} value={o.accounts.total} testId="stat-accounts" />
        <Stat label={t('admin.overview.newThisWeek')} value={o.accounts.newLast7Days} />
        <Stat label={t('admin.overview.activePlans')} value={o.accounts.withActivePlan} testId="stat-active-plans" />
        <Stat label={t('admin.overview.watches')} value={o.accounts.watchConnections} />
        <Stat label={t('admin.overview.weeksCreated')} value={o.weeksCreated} />
        <Stat label={t('admin.overview.creditsSold')} value={o.credits.sold} />
        <Stat
          label={t('admin.overview.aiTokens')}
          value={t('admin.overview.aiTokensValue', { input: o.aiTokens.input, output: o.aiTokens.output })}
          testId="stat-ai-tokens"
        />
        <Stat label={t('admin.overview.creditsGranted')} value={o.credits.granted} />
        <Stat label={t('admin.overview.creditsRemoved')} value={o.credits.removed} />
        <Stat
          label={t('admin.overview.signups')}
          value={o.acceptingSignups ? t('admin.signups.open') : t('admin.signups.closed')}
          testId="stat-signups"
        />
        <Stat
          label={t('admin.overview.mails')}
          value={t('admin.overview.mailsValue', { pending: o.mails.pending, failed: o.mails.failed })}
        />
      </div>
      {below && (
        <>
          <TaskStatsCard tasks={o.tasks} deadLetters={o.deadLetters} />
          <Card className="p-5">
            <h2 className="mb-3 font-bold">{t('admin.audit.title')}</h2>
            <AuditList rows={o.audit} />
          </Card>
        </>
      )}
    </div>
  );
}
