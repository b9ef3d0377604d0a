import { ArrowLeft, CalendarDays, CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { weekLabel } from '@shared/weeks/dates';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePlanWeeks } from '../../plans';
import { useWeekWorkouts } from '../api/get-week-workouts';
import { WeekActivities } from '../components/week-activities';
import { WorkoutList } from '../components/workout-list';
import { FollowedAdaptation } from '../past/followed-adaptation';
import { weekAndNext } from '../past/neighbour-weeks';
import { WeekSummaryCard } from '../past/week-summary-card';

/** What the week-summary step passes when it opens this page right after summarising. */
export interface PastWeekLocationState {
  justSummarized?: boolean;
}

/** /plans/:planId/weeks/:weekId: one week of the plan, as lived: its workouts, activities, summary and what followed. */
export default function PastWeekPage() {
  const { t } = useTranslation();
  const { planId = '', weekId = '' } = useParams();
  const justSummarized = Boolean((useLocation().state as PastWeekLocationState | null)?.justSummarized);
  const weeks = usePlanWeeks(planId);
  const found = weeks.data ? weekAndNext(weeks.data, weekId) : null;
  const week = found?.week;
  const workouts = useWeekWorkouts(weekId, Boolean(week && !week.deleted && week.status === 'ready'));

  if (weeks.isPending)
    return <Spinner className="flex justify-center py-16 text-muted" label={t('pastWeek.loading')} />;
  if (weeks.isError) return <EmptyState icon={CalendarRange} title={t('pastWeek.loadError')} />;
  if (!found || !week)
    return (
      <EmptyState
        icon={CalendarRange}
        title={t('pastWeek.notFound')}
        description={t('pastWeek.notFoundHint')}
        action={
          <Link to="/dashboard" className={buttonClasses('outline', 'md')}>
            {t('pastWeek.back')}
          </Link>
        }
      />
    );

  const range = weekLabel(week.firstDay);
  const state = week.deleted ? 'deleted' : week.active ? 'active' : 'done';
  return (
    <div className="mx-auto max-w-3xl space-y-5" data-testid="past-week-page" data-week-state={state}>
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-2 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('pastWeek.back')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('dashboard.weeks.week', { n: found.number })}
          </h1>
          <p className="text-muted">
            {range.from} - {range.to}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone="accent">
            {t(`dashboard.styles.${week.trainingStyle}`, { defaultValue: week.trainingStyle })}
          </Badge>
          <Badge tone={state === 'active' ? 'primary' : state === 'deleted' ? 'danger' : 'success'}>
            {t(`dashboard.weeks.state.${state}`)}
          </Badge>
        </div>
      </header>

      {justSummarized && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/10 p-4 sm:flex-row sm:items-center"
          data-testid="past-week-summarized"
        >
          <p className="flex-1 text-sm font-semibold">{t('pastWeek.justSummarized')}</p>
          <Link to="/dashboard" className={buttonClasses('primary', 'md')} data-testid="plan-next-week">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {t('pastWeek.planNext')}
          </Link>
        </div>
      )}

      {week.active && (
        <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm">{t('pastWeek.stillActive', { day: range.to })}</p>
          <Link to="/week" className={buttonClasses('outline', 'md')}>
            {t('pastWeek.openBoard')}
          </Link>
        </Card>
      )}

      {week.deleted ? (
        <Card className="p-5 text-sm text-muted">{t('pastWeek.deleted')}</Card>
      ) : (
        <>
          {!week.active && <WeekSummaryCard summary={week.summary} />}
          <section aria-labelledby="past-week-workouts" className="space-y-3">
            <h2 id="past-week-workouts" className="text-lg font-bold tracking-tight">
              {t('pastWeek.workoutsTitle')}
            </h2>
            {week.status === 'failed' ? (
              <p className="text-sm text-muted">{t('pastWeek.failed')}</p>
            ) : (
              <WorkoutList workouts={workouts.data} isLoading={workouts.isLoading} isError={workouts.isError} />
            )}
            <WeekActivities firstDay={week.firstDay} />
          </section>
          {!week.active && <FollowedAdaptation next={found.next} />}
        </>
      )}
    </div>
  );
}
