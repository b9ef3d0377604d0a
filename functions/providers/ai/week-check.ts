import { weekCoaching } from '@shared/training/guardrails/coaching-context';
import type { WeekBuildInput, WeekCheckContext } from '@shared/training/types';

/** The guardrail context of a week being built: the same checks, coaching rules included, for the offline coach and OpenAI. */
export function weekCheckContext(input: WeekBuildInput): WeekCheckContext {
  const phase = input.planOverview.trainingPhases.find(
    (p) => p.startDate <= input.weekFirstDay && input.weekFirstDay <= p.endDate,
  );
  return {
    weekFirstDay: input.weekFirstDay,
    workoutDays: input.plan.workoutDays,
    workoutsPerWeek: input.plan.workoutsPerWeek,
    previousWeekVolumes: (input.previousWeeks ?? []).map((w) => w.volume),
    phaseName: phase?.phaseName ?? null,
    eventDate: input.plan.primaryEvent.date,
    coaching: weekCoaching(input),
  };
}
