import { BookOpen, CalendarDays, Loader2, AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { enGbDate, type Plan, progressPercentage, useOverview, weeksRemaining } from '../../plans';
import { localDay } from '@shared/calendar/days';

/** Plan overview: the event, weeks to go, the progress bar and the way into the strategy. */
export function PlanOverviewCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const overview = useOverview(plan.planOverview);
  const today = localDay(new Date());
  const eventDate = overview?.targetEvent ?? plan.primaryEventDate;
  const remaining = weeksRemaining(eventDate, today);
  const total = overview?.totalWeeks ?? remaining;
  const percent = progressPercentage(total, remaining);

  return (
    <Card className="overflow-hidden" data-testid="plan-overview">
      <div className="bg-gradient-to-br from-navy-900 via-navy-800 to-aqua-700 p-5 text-white sm:p-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-aqua-300">{t('dashboard.overview.title')}</p>
        <h2 className="mt-1 text-2xl font-bold tracking-tight">{plan.primaryEventName}</h2>
        <p className="mt-1 flex items-center gap-2 text-sm text-white/80">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {enGbDate(eventDate)} · {t('dashboard.overview.weeksToGo', { count: remaining })}
        </p>
        <div className="mt-5">
          <div className="mb-1.5 flex items-baseline justify-between text-sm">
            <span className="text-white/80">{t('dashboard.overview.progress')}</span>
            <span className="text-xl font-bold tabular-nums" data-testid="plan-progress">
              {percent}%
            </span>
          </div>
          <div
            className="h-2.5 overflow-hidden rounded-full bg-white/15"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('dashboard.overview.progress')}
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-aqua-400 to-ember-500"
              style={{ width: `${percent}%` }}
            />
          </div>
          {overview?.totalWeeks ? (
            <p className="mt-1.5 text-xs text-white/70">
              {t('dashboard.overview.totalWeeks', { count: overview.totalWeeks })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="space-y-3 p-5 sm:p-6">
        {plan.status === 'generating' && (
          <p className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2 text-sm">
            <Loader2 className="h-4 w-4 animate-spin text-primary" aria-hidden="true" />
            {t('dashboard.overview.generating')}
          </p>
        )}
        {plan.status === 'failed' && plan.error && (
          <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {plan.error}
          </p>
        )}
        {overview?.overallStrategySummary && (
          <p className="line-clamp-3 text-sm text-muted">{overview.overallStrategySummary}</p>
        )}
        {overview && (
          <Link to="/modal/training-strategy" className={buttonClasses('outline', 'md', 'w-full')}>
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            {t('dashboard.overview.showStrategy')}
          </Link>
        )}
      </div>
    </Card>
  );
}
