import type { AdaptationPreview, WeekAdaptationView } from '@shared/schemas/weeks';
import { nextWeekFirstDay } from '@shared/weeks/dates';
import { conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { PlanRepository } from '../plans/plan-repository';
import type { WorkoutRepository } from '../workouts/workout-repository';
import {
  ChangeAlreadyRejectedError,
  WorkoutChangedSinceError,
  type AdaptationRepository,
} from './adaptation-repository';
import { toAdaptationView, type StoredChange } from './week-adaptation';
import type { WeekPlanningReader } from './week-build-input';
import type { WeekRepository } from './week-repository';
import { WEEK_NOT_FOUND } from './week-service';

export const NO_SUCH_CHANGE = 'This week has no such change';

export interface AdaptationServiceDeps {
  weeks: Pick<WeekRepository, 'get' | 'list'>;
  adaptations: AdaptationRepository;
  plans: Pick<PlanRepository, 'findById'>;
  workouts: Pick<WorkoutRepository, 'get'>;
  planning: WeekPlanningReader;
  clock: Clock;
}

/** The adaptive week for the athlete: the preview before creating a week, accepting all, rejecting one change. */
export function createAdaptationService({
  weeks,
  adaptations,
  plans,
  workouts,
  planning,
  clock,
}: AdaptationServiceDeps) {
  const today = () => clock().toISOString().slice(0, 10);

  async function ownAdaptation(userId: string, weekId: string) {
    const week = await weeks.get(userId, weekId);
    if (!week || week.deleted) throw notFound(WEEK_NOT_FOUND);
    if (!week.adaptation) throw notFound(NO_SUCH_CHANGE);
    return { week, adaptation: week.adaptation };
  }

  return {
    /** What the coach read from the last weeks and what the offline coach would change in the plan's next week. */
    async preview(userId: string, trainingPlanId: string): Promise<AdaptationPreview> {
      const plan = await plans.findById(userId, trainingPlanId);
      if (!plan || !plan.planOverview) throw notFound('Training plan not found');
      const allWeeks = await weeks.list(userId);
      const history = allWeeks.filter((w) => w.trainingPlanId === plan.id);
      const firstDay = nextWeekFirstDay({ weeks: history, planStarts: plan.planStarts, today: today() });
      const { build, adaptation } = await planning.input(
        plan,
        { userId, firstDay, trainingStyle: 'classic', requirementsPrompt: '' },
        today(),
        allWeeks,
      );
      // The week builder, its guardrails (zod schemas) and the coach's texts load on the first preview, not with the
      // group's bundle.
      const [
        { buildWeekWorkouts },
        { adaptationFactsForModel, deriveFacts, phrasesOf, reasonsOf },
        { adaptGenerated },
      ] = await Promise.all([
        import('@shared/training/week'),
        import('@shared/training/adaptation'),
        import('./adapt-generated'),
      ]);
      const facts = deriveFacts(adaptation);
      const lang = build.lang ?? 'en';
      const adapted = adaptGenerated(
        buildWeekWorkouts({ ...build, adaptationFacts: adaptationFactsForModel(facts, lang) }),
        facts,
        build,
      );
      return {
        reasons: reasonsOf(facts, lang),
        changes: adapted.changes.map((c) => c.text),
        phrases: phrasesOf(facts),
        changeFacts: adapted.changes.map((c) => c.facts),
      };
    },

    async accept(userId: string, weekId: string): Promise<WeekAdaptationView> {
      const { adaptation } = await ownAdaptation(userId, weekId);
      if (!(await adaptations.accept(userId, weekId, clock().toISOString()))) throw notFound(NO_SUCH_CHANGE);
      return toAdaptationView({ ...adaptation, status: 'accepted' });
    },

    async reject(userId: string, weekId: string, position: number): Promise<WeekAdaptationView> {
      const { adaptation } = await ownAdaptation(userId, weekId);
      const change = adaptation.changes[position] as StoredChange | undefined;
      if (!change) throw notFound(NO_SUCH_CHANGE);
      if (change.rejected) throw conflict('This change was already rejected');
      // On the watch the adapted workout would stay: the original goes there too (queued for the send job).
      const workout = await workouts.get(userId, change.workoutId);
      const resendFor = workout?.garminWorkoutId ? { scheduleDate: workout.day } : undefined;
      try {
        await adaptations.reject(userId, weekId, position, change, clock().toISOString(), resendFor);
      } catch (error) {
        if (error instanceof ChangeAlreadyRejectedError) throw conflict('This change was already rejected');
        if (error instanceof WorkoutChangedSinceError)
          throw conflict('The workout was changed after the week was planned; edit it instead');
        throw error;
      }
      return toAdaptationView({
        ...adaptation,
        changes: adaptation.changes.map((c, i) => (i === position ? { ...c, rejected: true } : c)),
      });
    },
  };
}

export type AdaptationService = ReturnType<typeof createAdaptationService>;
