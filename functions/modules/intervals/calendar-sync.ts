import { addDays } from '@shared/calendar/days';
import type { Clock } from '../../lib/clock';
import type { IntervalsClient, IntervalsCredentials } from '../../providers/intervals/port';
import type { RecordActivityInput } from '../activities/activity-service';
import type { ThresholdRepository } from '../thresholds/threshold-repository';
import type { WeekRepository } from '../weeks/week-repository';
import { encodeWorkoutFit } from '../workouts/fit-workout';
import type { WorkoutRecord } from '../workouts/workout-record';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { IntervalsConnection, SentEvent } from './connection-repository';
import { toActivityInput, toIntervalsEvent, workoutFingerprint } from './event-payload';

/** A first connection reads this far back; later reads start a week before the last one (a watch synced late). */
export const BACKFILL_DAYS = 30;
const OVERLAP_DAYS = 7;

export interface CalendarSyncDeps {
  client: () => IntervalsClient;
  weeks: Pick<WeekRepository, 'listSpans'>;
  workouts: Pick<WorkoutRepository, 'listByWeek' | 'get'>;
  thresholds: Pick<ThresholdRepository, 'get'>;
  record: (userId: string, input: RecordActivityInput) => Promise<unknown>;
  /** The ids of the activities already stored from this day on (those read again are not written again). */
  storedIds: (userId: string, fromDay: string) => Promise<Set<string>>;
  clock: Clock;
}

type Planned = WorkoutRecord & { day: string };

/** Both directions for one athlete: the planned weeks out as calendar events, the recorded activities in. */
export function createCalendarSync(deps: CalendarSyncDeps) {
  const today = () => deps.clock().toISOString().slice(0, 10);

  /** The planned workouts (with a day) of the week holding today and of the week after it. */
  async function plannedWorkouts(userId: string): Promise<Planned[]> {
    const day = today();
    const weeks = (await deps.weeks.listSpans(userId)).filter(
      (w) => !w.deleted && w.status === 'ready' && w.firstDay <= addDays(day, 7) && addDays(w.firstDay, 6) >= day,
    );
    const lists = await Promise.all(weeks.map((w) => deps.workouts.listByWeek(userId, w.id)));
    return lists.flatMap((list) => (list ?? []).filter((w): w is Planned => Boolean(w.day)));
  }

  return {
    /**
     * Upserts the events whose workout changed (new, moved, modified, adapted) and deletes those whose workout is gone
     * or lost its day; a workout of a week now past stays on the calendar as it was. Answers the new sent map.
     */
    async pushEvents(
      connection: IntervalsConnection,
      credentials: IntervalsCredentials,
    ): Promise<{ sentEvents: Record<string, SentEvent>; upserted: number; deleted: number }> {
      const planned = await plannedWorkouts(connection.userId);
      const sent = connection.sentEvents ?? {};
      const next: Record<string, SentEvent> = {};
      const changed: Planned[] = [];
      for (const workout of planned) {
        const fingerprint = workoutFingerprint(workout);
        next[workout.id] = { fingerprint, day: workout.day };
        if (sent[workout.id]?.fingerprint !== fingerprint) changed.push(workout);
      }
      const gone: string[] = [];
      for (const [workoutId, event] of Object.entries(sent)) {
        if (next[workoutId]) continue;
        const workout = await deps.workouts.get(connection.userId, workoutId);
        if (!workout || !workout.day) gone.push(workoutId);
        // Moved out of the two weeks or in a past week: intervals.icu keeps what it has; a later change sends it again.
        else if (workout.day !== event.day && workout.day >= today()) gone.push(workoutId);
      }
      if (changed.length > 0) {
        const thresholds = await deps.thresholds.get(connection.userId);
        const events = await Promise.all(
          changed.map(async (w) =>
            toIntervalsEvent(w, await encodeWorkoutFit(w.id, w.workoutDetails, new Date(w.createdAt), thresholds)),
          ),
        );
        await deps.client().upsertEvents(credentials, events);
      }
      await deps.client().deleteEvents(credentials, gone);
      return { sentEvents: next, upserted: changed.length, deleted: gone.length };
    },

    /** Reads the activities since the last read (30 days on a first one) and records each in the shared model. */
    async pullActivities(connection: IntervalsConnection, credentials: IntervalsCredentials): Promise<number> {
      const oldest = connection.lastSyncAt
        ? addDays(connection.lastSyncAt.slice(0, 10), -OVERLAP_DAYS)
        : addDays(today(), -BACKFILL_DAYS);
      const activities = await deps.client().activities(credentials, oldest, addDays(today(), 1));
      const stored = await deps.storedIds(connection.userId, addDays(oldest, -1));
      const fresh = activities
        .map(toActivityInput)
        .filter((a): a is RecordActivityInput => a !== null && !stored.has(a.id!));
      let recorded = 0;
      // Oldest first, so the same session from two sources meets the earlier one already stored.
      for (const input of fresh.sort((a, b) => a.startTime.localeCompare(b.startTime))) {
        await deps.record(connection.userId, input);
        recorded += 1;
      }
      return recorded;
    },
  };
}

export type CalendarSync = ReturnType<typeof createCalendarSync>;
