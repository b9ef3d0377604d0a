import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { Spinner } from '../../../components/ui/spinner';
import { RENDER_DATA_WAIT_MS, settledWithin } from '../../../lib/settled-within';
import { NoWatchHint } from '../../logging';
import { useActiveWeek } from '../../weeks';
import { eventTypesQueryOptions, showsPlanner, useActivePlan } from '../../plans';
import { useModuleAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { NoPlanCard } from '../components/no-plan-card';
import { PlanOverviewCard } from '../components/plan-overview-card';

// The cards under the plan overview (week workouts, planner, dialogs, phases), then the side column, are separate
// chunks fetched once the overview has painted: the first screen downloads and evaluates only what it shows, and
// no single render blocks the main thread for long.
const loadRest = () => import('../components/dashboard-rest');
const loadSide = () => import('../components/dashboard-side');
/**
 * A chunk of cards, resolved once their reads have settled too (or after RENDER_DATA_WAIT_MS): they render with their
 * data in one transition (in slices) instead of rendering empty and again, at once, as each answer lands.
 */
function withItsData<T>(module: Promise<T>, reads: Promise<unknown>): Promise<T> {
  return Promise.all([module, settledWithin(reads, RENDER_DATA_WAIT_MS)]).then(([loaded]) => loaded);
}

/**
 * The main screen. Before first content it needs the user (already loaded by the auth provider), the plans and
 * the active week: three calls (prefetched with the session). The cards below the overview load their own lists.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const plans = useActivePlan();
  const activeWeek = useActiveWeek();
  // The greeting and the plan overview (the largest text) paint first; the week, planner and side cards follow.
  const client = useQueryClient();
  const rest = useModuleAfterFirstPaint(!plans.isPending && !activeWeek.isPending, () => {
    // The cards' own reads start with their chunks, not after they render.
    const plan = plans.plan;
    const reads = plan
      ? import('../components/dashboard-rest-reads').then((m) =>
          m.prefetchRestReads(client, plan, activeWeek.data ?? null),
        )
      : Promise.resolve();
    return withItsData(loadRest(), reads);
  });
  // On a phone the side column sits under these cards: it appears after them, so nothing shown moves.
  const [restShown, setRestShown] = useState(false);
  const showRest = useCallback(() => setRestShown(true), []);
  const side = useModuleAfterFirstPaint(restShown, () =>
    // The target event card names the event's type.
    withItsData(loadSide(), plans.plan ? client.prefetchQuery(eventTypesQueryOptions()) : Promise.resolve()),
  );

  if (plans.isPending || activeWeek.isPending) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center text-muted" data-testid="dashboard-loading">
        <Spinner label={t('dashboard.loading')} />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <p role="alert" className="rounded-xl bg-danger/10 p-4 text-danger">
        {t('dashboard.errors.failedToFetchPlans')}
      </p>
    );
  }

  const plan = plans.plan;
  const week = activeWeek.data ?? null;
  const showPlanner = showsPlanner(plan, week);

  return (
    <div className="space-y-6" data-testid="dashboard">
      <header>
        <p className="text-sm font-medium text-muted">{t('dashboard.greeting', { name: user?.name ?? '' })}</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('dashboard.title')}</h1>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="min-w-0 space-y-6">
          {plan ? <PlanOverviewCard plan={plan} /> : <NoPlanCard />}
          {/* Painted with the overview: for an athlete without a watch its text is the screen's largest, and it must not wait for the cards' chunk. */}
          <NoWatchHint />
          {rest && <rest.DashboardMainRest plan={plan} week={week} showPlanner={showPlanner} onShown={showRest} />}
        </div>
        {side && <side.DashboardSide plan={plan} />}
      </div>
    </div>
  );
}
