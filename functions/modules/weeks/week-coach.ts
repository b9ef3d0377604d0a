import { adaptationFactsForModel, deriveFacts } from '@shared/training/adaptation';
import { fitWeekToAvailability } from '@shared/training/availability/fit-week';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AiProvider } from '../../providers/ai/port';
import { createAvailabilityRepository } from '../availability/availability-repository';
import { workoutIdFor } from '../workouts/workout-record';
import { adaptGenerated, storedAdaptation } from './adapt-generated';
import type { WeekCoach } from './generation-service';
import { weekPlanningInput } from './week-build-input';

/**
 * The week as the coach makes it (offline coach or OpenAI behind the guardrails), adapted to what the last weeks
 * showed: each change with its reason and the original, for the week to keep. Both coaches are told the athlete's
 * availability and both weeks are held to it before the adaptation reads them. Flow weeks start empty: their
 * workouts are generated one at a time.
 */
export function weekCoach(db: Db, ai: AiProvider, clock: Clock): WeekCoach {
  return async (plan, week, task) => {
    const { build, adaptation } = await weekPlanningInput(db, plan, week, clock().toISOString().slice(0, 10));
    const facts = deriveFacts(adaptation);
    const lang = build.lang ?? 'en';
    const saved = await createAvailabilityRepository(db).get(task.userId);
    const availability = saved.updatedAt
      ? {
          minutesByWeekday: saved.minutesByWeekday,
          twoSessionDays: saved.twoSessionDays,
          poolDays: saved.poolDays,
          blackouts: saved.blackouts,
        }
      : null;
    const coached = await ai.generateWeek(
      { ...build, availability, adaptationFacts: adaptationFactsForModel(facts, lang) },
      { userId: task.userId },
    );
    const generated = fitWeekToAvailability(coached, {
      firstDay: week.firstDay,
      availability,
      trainingDays: plan.workoutDays,
      lang,
    });
    // The same adaptation for both coaches: the model was told the facts, and its week is held to them here.
    const adapted =
      week.trainingStyle === 'flow'
        ? { week: { ...generated, workouts: [] }, changes: [], facts }
        : adaptGenerated(generated, facts, build);
    return {
      goal: generated.goal,
      overview: generated.overview,
      workouts: adapted.week.workouts,
      adaptation: storedAdaptation(adapted, (index) => workoutIdFor(task.id, index), lang),
    };
  };
}
