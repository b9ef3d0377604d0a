import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminOverview } from '../api/admin-queries';
import { AuditList } from './audit-list';
import { TaskStatsCard } from './task-stats-card';

function Stat({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
      <p className={typeof value === 'number' ? 'mt-1 text-2xl font-black tabular-nums' : 'mt-1 text-lg font-bold'} data-testid={testId}>
        {value}
      </p>
    </Card>
  );
}

export function OverviewPanel() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  if (overview.isPending) return <Spinner label={t('common.loading')} />;
  if (overview.isError) return <p role="alert" className="text-danger">{t('admin.loadFailed')}</p>;
  const o = overview.data;
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={t('admin.overview.accounts')} value={o.accounts.total} testId="stat-accounts" />
        <Stat label={t('admin.overview.newThisWeek')} value={o.accounts.newLast7Days} />
        <Stat label={t('admin.overview.activePlans')} value={o.accounts.withActivePlan} testId="stat-active-plans" />
        <Stat label={t('admin.overview.watches')} value={o.accounts.watchConnections} />
        <Stat label={t('admin.overview.weeksCreated')} value={o.weeksCreated} />
        <Stat label={t('admin.overview.creditsSold')} value={o.credits.sold} />
        <Stat label={t('admin.overview.creditsGranted')} value={o.credits.granted} />
        <Stat label={t('admin.overview.creditsRemoved')} value={o.credits.removed} />
        <Stat label={t('admin.overview.signups')} value={o.acceptingSignups ? t('admin.signups.open') : t('admin.signups.closed')} testId="stat-signups" />
        <Stat label={t('admin.overview.mails')} value={t('admin.overview.mailsValue', { pending: o.mails.pending, failed: o.mails.failed })} />
      </div>
      <TaskStatsCard tasks={o.tasks} deadLetters={o.deadLetters} />
      <Card className="p-5">
        <h2 className="mb-3 font-bold">{t('admin.audit.title')}</h2>
        <AuditList rows={o.audit} />
      </Card>
    </div>
  );
}
