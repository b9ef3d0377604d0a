import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '@shared/schemas/admin';
import { Card } from '../../../components/ui/card';
import { formatDuration, formatShare } from '../lib/format-duration';

/** The last 24 h of AI tasks: finished by status, the failure rate, how long they took, and what is still open. */
export function TaskStatsCard({ tasks, deadLetters }: Pick<AdminOverview, 'tasks' | 'deadLetters'>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage;
  const upTo = (ms: number | null, over: boolean) =>
    over
      ? t('admin.overview.overTenMinutes')
      : ms === null
        ? '–'
        : t('admin.overview.upTo', { value: formatDuration(ms, locale) });
  const figures: Array<[string, string]> = [
    [t('admin.overview.tasksCompleted'), String(tasks.completed)],
    [t('admin.overview.tasksFailed'), String(tasks.failed)],
    [t('admin.overview.failureRate'), tasks.failureRate === null ? '–' : formatShare(tasks.failureRate, locale)],
    ['p50', upTo(tasks.p50Ms, false)],
    ['p95', upTo(tasks.p95Ms, tasks.p95OverMaxBucket)],
    [
      t('admin.overview.tasksOpen'),
      t('admin.overview.tasksOpenValue', { pending: tasks.pending, running: tasks.running }),
    ],
    [t('admin.tasks.deadLetters'), deadLetters.depth === null ? '–' : String(deadLetters.depth)],
  ];
  return (
    <Card className="p-5" data-testid="task-stats">
      <h2 className="font-bold">{t('admin.overview.tasksTitle')}</h2>
      <p className="mb-3 text-xs text-muted">{t('admin.overview.tasksHint')}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
