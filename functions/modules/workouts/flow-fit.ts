import { sessionMinutes } from '@shared/training/availability/day-rules';
import { fitFlowWorkout, type FlowFit } from '@shared/training/availability/fit-flow-workout';
import type { WorkoutDetails } from '@shared/schemas/training';
import type { Lang } from '@shared/training/types';
import { addDays } from '@shared/calendar/days';
import { weekdayOf } from '@shared/calendar/weekdays';
import type { AvailabilityRepository } from '../availability/availability-repository';
import type { WorkoutRepository } from './workout-repository';

export interface FlowFitDeps {
  availability: Pick<AvailabilityRepository, 'get'>;
  workouts: Pick<WorkoutRepository, 'listByWeek'>;
}

/** The day a flow workout was asked for: the weekday named in the week, else today when in the week, else its first day. */
export function wantedFlowDay(week: { firstDay: string }, dayOfWeek: unknown, today: string): string {
  const wanted = String(dayOfWeek ?? '').toLowerCase();
  const inWeek = Array.from({ length: 7 }, (_, i) => addDays(week.firstDay, i));
  return inWeek.find((d) => weekdayOf(d) === wanted) ?? (inWeek.includes(today) ? today : week.firstDay);
}

/**
 * A generated flow workout held to the athlete's availability next to the week's other workouts (the generation
 * worker, so the athlete sees what will be saved, and the save, which decides).
 */
export async function fitFlowToWeek(
  deps: FlowFitDeps,
  input: {
    userId: string;
    week: { id: string; firstDay: string };
    dayOfWeek: unknown;
    details: WorkoutDetails;
    today: string;
    lang?: Lang;
  },
): Promise<FlowFit> {
  const [stored, planned] = await Promise.all([
    deps.availability.get(input.userId),
    deps.workouts.listByWeek(input.userId, input.week.id),
  ]);
  const availability = stored.updatedAt ? stored : null;
  const sessionsOn = (day: string) =>
    (planned ?? [])
      .filter((w) => w.day === day && !w.isCompleted && w.report?.status !== 'skipped')
      .map((w) => ({ sport: w.workoutDetails.sport, minutes: sessionMinutes(w.workoutDetails) }));
  return fitFlowWorkout({
    details: input.details,
    wanted: wantedFlowDay(input.week, input.dayOfWeek, input.today),
    weekDays: Array.from({ length: 7 }, (_, i) => addDays(input.week.firstDay, i)),
    today: input.today,
    availability,
    sessionsOn,
    lang: input.lang,
  });
}

export const NO_DAY_FOR_FLOW =
  'No day of this week can hold this workout with your availability (blackout days, a day’s minutes, pool days or sessions per day). Change your availability or pick another day';
