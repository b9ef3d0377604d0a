import { activitiesNeededFrom, computeProgress } from '@shared/progress/compute';
import { heartRateProfile } from '@shared/progress/load';
import type { PlanInput, ProgressWorkout } from '@shared/progress/types';
import type { ProgressQuery, ProgressView, SportKey } from '@shared/schemas/progress';
import { PROGRESS_MAX_DAYS } from '@shared/schemas/progress-range';
import { addDays, daysBetween } from '@shared/calendar/days';
import { badRequest } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { Clock } from '../../lib/clock';
import { toRawActivity } from '../activities/raw-activity';
import { parsedOverview } from '../plans/plan-record';
import { FIGURES_VERSION, type LoadBasis, type ProgressRepository } from './progress-repository';
import type { PlanItem, TrainingItems, WorkoutItem } from './training-items';

/** Without `from`: the active plan's start or the last 12 weeks, whichever reaches further back. */
export const DEFAULT_WEEKS = 12;
/** How far ahead `to` may reach (a plan's remaining weeks). */
export const MAX_DAYS_AHEAD = 400;

const SPORT_KEY: Record<string, SportKey> = { SWIMMING: 'swim', CYCLING: 'bike', RUNNING: 'run' };

export interface ProgressServiceDeps {
  progress: ProgressRepository;
  clock: Clock;
}

export function createProgressService({ progress, clock }: ProgressServiceDeps) {
  return {
    async get(userId: string, query: ProgressQuery): Promise<ProgressView> {
      const today = clock().toISOString().slice(0, 10);
      const to = query.to ?? today;
      if (daysBetween(today, to) > MAX_DAYS_AHEAD)
        throw badRequest(`to can be at most ${MAX_DAYS_AHEAD} days ahead`, [
          { path: 'to', message: `At most ${MAX_DAYS_AHEAD} days ahead` },
        ]);
      // The client sends its own calendar day as `to`; a day ahead of UTC is its today, not the future.
      const asOf = to <= addDays(today, 1) ? to : today;
      const widestFrom = query.from ?? addDays(to, -(PROGRESS_MAX_DAYS - 1));
      let from = query.from ?? null;

      const items = await progress.trainingItems(userId, {
        earliestDay: activitiesNeededFrom(widestFrom, asOf),
        neededFrom: ({ plans }) => {
          from ??= defaultFrom(activePlan(plans), to, asOf);
          return activitiesNeededFrom(from, asOf);
        },
      });
      from ??= defaultFrom(activePlan(items.plans), to, asOf);

      const plan = activePlan(items.plans);
      const heartRate = heartRateProfile(
        { maxHr: items.thresholds?.maxHr ?? null, thresholdHr: items.thresholds?.thresholdHr ?? null },
        items.user?.birthdate,
        asOf,
      );
      const hrThreshold = heartRate?.threshold ?? null;
      const ftp = items.thresholds?.ftp ?? null;
      const { view, toStore } = computeProgress({
        from,
        to,
        asOf,
        activities: items.activities.map(toRawActivity),
        heartRate,
        ftp,
        // Stored figures hold a load computed with one threshold HR: a new threshold (the athlete's own) recomputes them.
        weeks: items.weeks.map((w) => ({
          id: w.id,
          firstDay: w.firstDay,
          active: w.active === true,
          deleted: w.deleted === true,
          status: w.status,
          stored:
            w.progress?.version === FIGURES_VERSION &&
            (w.progress.hrThreshold ?? null) === hrThreshold &&
            (w.progress.ftp ?? null) === ftp
              ? stripVersion(w.progress)
              : null,
        })),
        workouts: items.workouts.map(toProgressWorkout).filter((w): w is ProgressWorkout => w !== null),
        fitnessRows: items.fitness,
        plan: plan ? toPlanInput(plan) : null,
        lastAutomaticDay: items.lastAutomaticDay,
      });
      await storeFinalWeeks(userId, toStore, { hrThreshold, ftp });
      return view;
    },
  };

  async function storeFinalWeeks(
    userId: string,
    weeks: ReturnType<typeof computeProgress>['toStore'],
    basis: LoadBasis,
  ): Promise<void> {
    // The answer never depends on these writes: a failed one is tried again on the next call.
    const results = await Promise.allSettled(
      weeks.map((w) => progress.storeWeekFigures(userId, w.weekId, w.figures, basis)),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length)
      logger.warn('Storing final week figures failed', {
        userId,
        failed: failed.length,
        error: String((failed[0] as PromiseRejectedResult).reason),
      });
  }
}

/**
 * "Plan so far": from the plan's start (at most the widest range back), and never less than the last 7 days. A plan
 * that starts later (a new athlete's first week begins next Monday) shows the last 7 days and the week planned next,
 * not 12 empty weeks. Without a plan: the last 12 weeks.
 */
export function defaultFrom(plan: Pick<PlanItem, 'planStarts'> | null, to: string, asOf: string): string {
  if (!plan?.planStarts) return addDays(to, -(DEFAULT_WEEKS * 7 - 1));
  const lastWeek = addDays(to, -6);
  if (plan.planStarts > asOf) return lastWeek;
  const earliest = addDays(to, -(PROGRESS_MAX_DAYS - 1));
  return plan.planStarts < earliest ? earliest : plan.planStarts < lastWeek ? plan.planStarts : lastWeek;
}

function activePlan(plans: readonly PlanItem[]): PlanItem | null {
  return plans.find((p) => p.active === true) ?? null;
}

/**
 * An activity as the figures read it. The load counts moving time when the file gave one (an uploaded ride's café
 * stop is not training); the volume keeps the elapsed duration.
 */

function stripVersion({
  version: _version,
  hrThreshold: _hrThreshold,
  ftp: _ftp,
  ...figures
}: NonNullable<TrainingItems['weeks'][number]['progress']>) {
  return figures;
}

function toProgressWorkout(w: WorkoutItem): ProgressWorkout | null {
  const sport = SPORT_KEY[w.workoutDetails?.sport ?? ''];
  if (!sport) return null;
  return {
    weekId: w.weekId,
    day: w.day ?? null,
    sport,
    plannedSecs: Number(w.workoutDetails?.estimatedDurationInSecs) || 0,
    isCompleted: w.isCompleted === true,
    reported: w.report?.status ?? null,
  };
}

/** The plan's overview may be stored parsed or (older rows) as a JSON string; only its phases and length are used. */
function toPlanInput(plan: PlanItem): PlanInput {
  const overview = parsedOverview(plan.planOverview ?? null);
  const phases = Array.isArray(overview?.trainingPhases)
    ? (overview.trainingPhases as PlanInput['phases']).filter(
        (p) => p && typeof p.startDate === 'string' && typeof p.endDate === 'string',
      )
    : [];
  return {
    id: plan.id,
    eventName: plan.primaryGoal?.name ?? '',
    eventDate:
      (typeof overview?.targetEvent === 'string' ? overview.targetEvent : null) ??
      plan.primaryGoal?.date ??
      plan.planStarts,
    planStarts: plan.planStarts,
    totalWeeks: typeof overview?.totalWeeks === 'number' ? overview.totalWeeks : null,
    phases: phases.map((p) => ({ phaseName: String(p.phaseName ?? ''), startDate: p.startDate, endDate: p.endDate })),
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
