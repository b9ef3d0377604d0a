import { conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { RaceDayBody, RaceDayPlanView } from '@shared/schemas/race-day';
import type { Fitness } from '@shared/schemas/training';
import type { ThresholdsView } from '@shared/schemas/thresholds';
import { addDays, isIsoDay } from '@shared/calendar/days';
import { eventKey } from '@shared/training/race-day/event-key';
import { RACE_DAY_TEMPERATURE } from '@shared/training/race-day/temperature';
import type { UserRecord } from '../accounts/user-record';
import { planInputOf } from '../weeks/week-build-input';
import type { PlanRecord } from './plan-record';
import type { RaceDayRepository, StoredRaceDay } from './race-day-repository';

export const NO_RACE_DAY_PLAN = 'No race-day plan yet';
export const NO_DATED_EVENT =
  'This plan has no dated primary event: set the event and its date in the plan editor first';

type PlanWithRaceDay = PlanRecord & { raceDayPlan?: StoredRaceDay | null };

export interface RaceDayServiceDeps {
  plans: { findById(userId: string, planId: string): Promise<PlanRecord | null> };
  raceDays: RaceDayRepository;
  thresholds: { get(userId: string): Promise<ThresholdsView> };
  fitness: (userId: string) => Promise<Fitness>;
  users: { findById(userId: string): Promise<UserRecord | null> };
  /** The athlete's daily load before `before`, as new weeks are built against it (planLoadHistory). */
  loadHistory: (userId: string, plan: PlanRecord, before: string, today: string) => Promise<Record<string, number>>;
  clock: Clock;
}

export function createRaceDayService({
  plans,
  raceDays,
  thresholds,
  fitness,
  users,
  loadHistory,
  clock,
}: RaceDayServiceDeps) {
  async function ownPlan(userId: string, planId: string): Promise<PlanWithRaceDay> {
    const plan = await plans.findById(userId, planId);
    if (!plan) throw notFound('Training plan not found');
    return plan;
  }

  function view(plan: PlanWithRaceDay, stored: StoredRaceDay, current: ThresholdsView): RaceDayPlanView {
    return {
      ...stored,
      planId: plan.id,
      outdated: {
        thresholds: (current.updatedAt ?? null) !== (stored.basedOn.thresholdsUpdatedAt ?? null),
        event: eventKey(plan.primaryGoal) !== stored.basedOn.eventKey,
      },
    };
  }

  return {
    /** null before the first generation (an expected empty state); another athlete's or a missing plan stays a 404. */
    async get(userId: string, planId: string): Promise<RaceDayPlanView | null> {
      const plan = await ownPlan(userId, planId);
      if (!plan.raceDayPlan) return null;
      return view(plan, plan.raceDayPlan, await thresholds.get(userId));
    },

    /** Builds the plan from today's thresholds, fitness and event, and stores it on the plan (replacing the last one). */
    async generate(
      userId: string,
      planId: string,
      body: RaceDayBody,
    ): Promise<{ created: boolean; plan: RaceDayPlanView }> {
      const plan = await ownPlan(userId, planId);
      const goal = plan.primaryGoal;
      if (!goal?.date || !isIsoDay(goal.date)) throw conflict(NO_DATED_EVENT);
      const now = clock().toISOString();
      const today = now.slice(0, 10);
      // The taper weeks are built against the athlete's load as new weeks are (decision record 031).
      const [current, levels, user, history] = await Promise.all([
        thresholds.get(userId),
        fitness(userId),
        users.findById(userId),
        loadHistory(userId, plan, addDays(goal.date, 1), today),
      ]);
      // The race-day engine (its taper reads the overview with the zod schemas) loads on the first generation.
      const { buildRaceDayPlan } = await import('@shared/training/race-day');
      const content = buildRaceDayPlan({
        plan: planInputOf(plan, levels, today),
        planOverview: plan.planOverview,
        thresholds: current,
        thresholdsUpdatedAt: current.updatedAt,
        temperatureC: body.temperatureC ?? plan.raceDayPlan?.temperatureC ?? RACE_DAY_TEMPERATURE.default,
        weightKg: user?.weight ?? null,
        lang: user?.lang === 'pl' ? 'pl' : 'en',
        loadHistory: history,
      });
      const stored: StoredRaceDay = { ...content, generatedAt: now };
      if (!(await raceDays.store(userId, planId, stored))) throw notFound('Training plan not found');
      return { created: !plan.raceDayPlan, plan: view(plan, stored, current) };
    },
  };
}

export type RaceDayService = ReturnType<typeof createRaceDayService>;
