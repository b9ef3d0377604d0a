import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { weekLabel } from '@shared/weeks/dates';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { RENDER_DATA_WAIT_MS, settledWithin } from '../../../lib/settled-within';
import { useActiveWeek } from '../api/get-active-week';
import { useActivePlan } from '../../plans';
import { useModuleAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { prefetchBoardReads } from '../api/board-reads';
import { useWeekWorkouts } from '../api/get-week-workouts';
import { LoadCheckCard } from '../components/load-check-card';
import { ReplanCard } from '../components/replan-card';

// The board (drag and drop, menus, dialogs) is its own chunk, fetched while the week's workouts, load check and
// re-plan load: the header, and a screen without a week, paint without it. Rendered once loaded, with those reads
// (or after RENDER_DATA_WAIT_MS), in one transition: React renders the board in slices instead of one long task, and
// no answer arriving later renders it again at once (no Suspense reveal either, which React commits from a timer).
const loadBoard = () => import('../board/week-board');

/** /week: the active week as a board to move workouts between days. */
export default function WeekBoardPage() {
  const { t } = useTranslation();
  const activeWeek = useActiveWeek();
  const plans = useActivePlan();
  const week = activeWeek.data ?? null;
  const ready = week?.status !== 'generating';
  const workouts = useWeekWorkouts(week?.id ?? '', Boolean(week) && ready);
  const client = useQueryClient();
  const weekId = week?.id;
  // A chunk that failed to load goes to the route's error screen, as a lazy page's would.
  const board = useModuleAfterFirstPaint(Boolean(weekId) && ready, () =>
    Promise.all([loadBoard(), settledWithin(prefetchBoardReads(client, weekId!), RENDER_DATA_WAIT_MS)]).then(
      ([module]) => module,
    ),
  );

  const back = (
    <Link to="/dashboard" className="inline-flex items-center gap-2 text-sm font-semibold text-accent hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('weekBoard.back')}
    </Link>
  );
  if (activeWeek.isPending || plans.isPending)
    return <Spinner className="flex justify-center py-16 text-muted" label={t('weekBoard.loading')} />;
  if (!week)
    return (
      <EmptyState
        icon={CalendarDays}
        title={t('weekBoard.noWeek')}
        action={
          <Link to="/dashboard" className={buttonClasses('primary')}>
            {t('weekBoard.back')}
          </Link>
        }
      />
    );
  const range = weekLabel(week.firstDay);
  const loading = <Spinner className="flex justify-center py-10 text-muted" label={t('weeks.workouts.loading')} />;

  return (
    <div className="space-y-4" data-testid="week-board-page">
      {back}
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('weekBoard.title')}</h1>
        <p className="text-sm text-muted">
          {range.from} - {range.to} · {t('weekBoard.hint')}
        </p>
      </header>
      {!ready ? (
        <p className="flex items-center gap-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          <Loader2 className="h-5 w-5 animate-spin text-primary" aria-hidden="true" />
          {t('weeks.workouts.generating')}
        </p>
      ) : workouts.isPending ? (
        loading
      ) : workouts.isError ? (
        <p role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
          {t('weeks.workouts.fetchFailed')}
        </p>
      ) : !board ? (
        loading
      ) : (
        <>
          <LoadCheckCard weekId={week.id} workouts={workouts.data} />
          <ReplanCard weekId={week.id} workouts={workouts.data} />
          <board.WeekBoard
            weekId={week.id}
            firstDay={week.firstDay}
            workouts={workouts.data}
            trainingDays={plans.plan?.workoutDays ?? null}
          />
        </>
      )}
    </div>
  );
}
