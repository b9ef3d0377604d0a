import { addDays, daysBetween } from '@shared/calendar/days';
import { conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { SendRetryRepository } from '../garmin/send-retry-repository';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { WeekRepository } from './week-repository';
import { NO_ACTIVE_WEEK } from './week-service';

/** DynamoDB's limit of items in one transaction, less the week itself. */
const MAX_MOVED_WORKOUTS = 99;

export interface WeekMoverDeps {
  weeks: Pick<WeekRepository, 'findActive' | 'moveActive'>;
  workouts: Pick<WorkoutRepository, 'listByWeek' | 'moveDayItem'>;
  /** A workout on the watch moves there too: its send on the new day is queued for the send job. */
  watchQueue: Pick<SendRetryRepository, 'putItem'>;
  clock: Clock;
}

/**
 * Moves the active week, and every planned workout with it, to start on another day: living a week through on
 * one machine without waiting for the calendar (`npm run cli -- move-week`). All in one transaction.
 */
export function createWeekMover({ weeks, workouts, watchQueue, clock }: WeekMoverDeps) {
  return {
    async moveActive(
      userId: string,
      firstDay: string,
    ): Promise<{ weekId: string; from: string; to: string; workoutsMoved: number }> {
      const week = await weeks.findActive(userId);
      if (!week) throw notFound(NO_ACTIVE_WEEK);
      const shift = daysBetween(week.firstDay, firstDay);
      const planned = ((await workouts.listByWeek(userId, week.id)) ?? []).filter((w) => w.day);
      const onWatch = planned.filter((w) => w.garminWorkoutId);
      if (planned.length + onWatch.length > MAX_MOVED_WORKOUTS)
        throw conflict(
          `A week with more than ${MAX_MOVED_WORKOUTS} planned workouts and sends to the watch cannot be moved at once`,
        );
      const now = clock().toISOString();
      const items = [
        ...planned.map((w) => workouts.moveDayItem(userId, w, addDays(w.day!, shift), now, Boolean(w.garminWorkoutId))),
        ...onWatch.map((w) =>
          watchQueue.putItem({
            userId,
            workoutId: w.id,
            scheduleDate: addDays(w.day!, shift),
            attempts: 0,
            dueAt: now,
          }),
        ),
      ];
      if (!(await weeks.moveActive(week, firstDay, now, items)))
        throw conflict('The week changed meanwhile; try again');
      return { weekId: week.id, from: week.firstDay, to: firstDay, workoutsMoved: planned.length };
    },
  };
}

export type WeekMover = ReturnType<typeof createWeekMover>;
