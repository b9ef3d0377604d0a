import { randomUUID } from 'node:crypto';
import { FUTURE_ACTIVITY_MESSAGE, isFutureDated } from '@shared/activities/future-dated';
import { isSameSession, replacesHeld, SAME_SESSION_START_MS } from '@shared/activities/same-session';
import { AUTOMATIC_SOURCES, type ActivitySource, type WorkoutReportView } from '@shared/schemas/activities';
import type { ActivityView } from '@shared/schemas/weeks';
import { addDays } from '@shared/calendar/days';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { WeekRepository } from '../weeks/week-repository';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { WorkoutRecord } from '../workouts/workout-record';
import { toActivityView, type ActivityRecord } from './activity-record';
import type { ActivityRepository } from './activity-repository';
import { bestMatch, matchReason } from './activity-matching';

export const ACTIVITY_NOT_FOUND = 'Activity not found';

export interface RecordActivityInput {
  /** The provider's id (summaryId / activityId); a repeat of the same id overwrites, never duplicates. */
  id?: string;
  activityType: string;
  /** ISO 8601 start time. */
  startTime: string;
  durationInSeconds: number;
  distanceInMeters?: number | null;
  averageHeartRate?: number | null;
  maxHeartRate?: number | null;
  activityName?: string | null;
  description?: string | null;
  source: ActivitySource;
  /** The uploaded file's name (uploads). */
  fileName?: string | null;
  rpe?: number | null;
  note?: string | null;
  movingTimeInSeconds?: number | null;
  elevationGainInMeters?: number | null;
  averagePower?: number | null;
  normalizedPower?: number | null;
  poolLengthInMeters?: number | null;
  /** The provider's privacy flag (Strava's `private`); a repeat of the same id refreshes it. */
  isPrivate?: boolean | null;
}

/** What record() did: a new activity, or the same session already held (from any source), kept once. */
export interface RecordedActivity {
  activity: ActivityView;
  completedWorkoutId: string | null;
  /**
   * The id of the activity this one repeats (same sport, start within 2 min, duration within 10 %); null when new.
   * When the newcomer was the richer record it replaced that one: `activity` is then the record kept.
   */
  duplicateOf: string | null;
}

/** A session the athlete logged for one planned workout: it completes that workout, with their report. */
export interface ForWorkout {
  workout: WorkoutRecord;
  report: WorkoutReportView;
}

export interface ActivityServiceDeps {
  activities: ActivityRepository;
  weeks: Pick<WeekRepository, 'findActive' | 'listSpans'>;
  workouts: Pick<WorkoutRepository, 'listByWeek' | 'get' | 'completeOpenItem' | 'relinkItem' | 'uncompleteItem'>;
  clock: Clock;
}

/** Fields only the athlete or a device gives; the record kept takes the other record's where it has none. */
const FILLED = [
  'distanceInMeters',
  'averageHeartRate',
  'maxHeartRate',
  'rpe',
  'note',
  'fileName',
  'movingTimeInSeconds',
  'elevationGainInMeters',
  'averagePower',
  'normalizedPower',
  'poolLengthInMeters',
] as const;

function merged(kept: ActivityRecord, other: ActivityRecord): ActivityRecord {
  const out: ActivityRecord = { ...kept };
  for (const field of FILLED)
    if ((out[field] === null || out[field] === undefined) && other[field] !== null && other[field] !== undefined)
      Object.assign(out, { [field]: other[field] });
  out.alsoFrom = sourcesBeside(kept.source, [...(kept.alsoFrom ?? []), ...(other.alsoFrom ?? []), other.source]);
  return out;
}

const sourcesBeside = (source: string, others: string[]) => [...new Set(others)].filter((s) => s !== source);
const isAutomatic = (source: string) => (AUTOMATIC_SOURCES as readonly string[]).includes(source);
const dayOf = (iso: string) => iso.slice(0, 10);

function build(userId: string, input: RecordActivityInput, createdAt: string): ActivityRecord {
  const startTime = new Date(input.startTime).toISOString();
  const name =
    input.activityName?.trim() ||
    `${input.activityType.charAt(0)}${input.activityType.slice(1).toLowerCase().replace(/_/g, ' ')}`;
  const optional = Object.fromEntries(
    (
      [
        'maxHeartRate',
        'fileName',
        'rpe',
        'note',
        'movingTimeInSeconds',
        'elevationGainInMeters',
        'averagePower',
        'normalizedPower',
        'poolLengthInMeters',
        'isPrivate',
      ] as const
    )
      .filter((field) => input[field] !== null && input[field] !== undefined && input[field] !== '')
      .map((field) => [field, input[field]]),
  );
  return {
    id: input.id ?? randomUUID(),
    userId,
    activityType: input.activityType.toUpperCase(),
    startTime,
    durationInSeconds: Math.round(input.durationInSeconds),
    distanceInMeters: input.distanceInMeters ?? null,
    averageHeartRate: input.averageHeartRate ?? null,
    ...optional,
    description: input.description ?? name,
    activitySummary: { startTimeInSeconds: Math.floor(Date.parse(startTime) / 1000), activityName: name },
    source: input.source,
    createdAt,
  };
}

/**
 * Every recorded session goes through here, whichever way it arrived (watch push, upload, manual log, simulation):
 * the same session twice is kept once (the richer record, the other source noted), and the planned workout it
 * matches in the week holding its day is completed.
 */
export function createActivityService({ activities, weeks, workouts, clock }: ActivityServiceDeps) {
  const now = () => clock().toISOString();

  /** The workouts planned on a day: the active week's (one Query for it), else those of the week holding that day. */
  async function workoutsOn(userId: string, day: string): Promise<WorkoutRecord[]> {
    const active = await weeks.findActive(userId);
    let weekId = active && day >= active.firstDay && day <= addDays(active.firstDay, 6) ? active.id : null;
    if (!weekId) {
      const spans = await weeks.listSpans(userId);
      weekId =
        spans.find((w) => !w.deleted && w.status === 'ready' && day >= w.firstDay && day <= addDays(w.firstDay, 6))
          ?.id ?? null;
    }
    if (!weekId) return [];
    return ((await workouts.listByWeek(userId, weekId)) ?? []).filter((w) => w.day === day);
  }

  /** The newcomer replaces the record held: one transaction puts it, deletes the old one and moves the workout's completion. */
  async function replace(userId: string, held: ActivityRecord, fresh: ActivityRecord): Promise<ActivityRecord> {
    const kept: ActivityRecord = { ...merged(fresh, held), matchedWorkoutId: null };
    const items = [activities.deleteItem(held)];
    const workout = held.matchedWorkoutId ? await workouts.get(userId, held.matchedWorkoutId) : null;
    if (workout && workout.matchedActivityId === held.id) {
      kept.matchedWorkoutId = workout.id;
      items.push(workouts.relinkItem(userId, workout, held.id, kept.id, now()));
    }
    if (!(await activities.transact([activities.putItem(kept), ...items])))
      throw conflict('This activity changed meanwhile. Please try again.');
    return kept;
  }

  /** Stores the activity, completing the workout when one matches (both in one transaction). */
  async function storeMatched(
    userId: string,
    activity: ActivityRecord,
    candidates: WorkoutRecord[],
    forWorkout?: ForWorkout,
  ): Promise<{ activity: ActivityRecord; completedWorkoutId: string | null }> {
    const match = forWorkout
      ? forWorkout.workout.isCompleted
        ? null
        : { workoutId: forWorkout.workout.id, reason: matchReason(activity) }
      : bestMatch(
          activity,
          candidates.filter((w) => !w.isCompleted),
        );
    if (match) {
      const matched = { ...activity, matchedWorkoutId: match.workoutId };
      // A report names its activity only when it is the athlete's own log (undo deletes that one, never a recording).
      const report = forWorkout
        ? { ...forWorkout.report, ...(activity.source === 'manual' ? { activityId: activity.id } : {}) }
        : undefined;
      const done = await activities.transact([
        activities.putItem(matched),
        workouts.completeOpenItem(userId, match.workoutId, activity.id, match.reason, now(), report),
      ]);
      if (done) return { activity: matched, completedWorkoutId: match.workoutId };
    }
    await activities.put(activity);
    return { activity, completedWorkoutId: null };
  }

  async function removeWithCompletion(userId: string, activity: ActivityRecord): Promise<void> {
    const completed = (await workoutsOn(userId, dayOf(activity.startTime))).filter(
      (w) => w.matchedActivityId === activity.id,
    );
    const linked =
      activity.matchedWorkoutId && !completed.some((w) => w.id === activity.matchedWorkoutId)
        ? await workouts.get(userId, activity.matchedWorkoutId)
        : null;
    if (linked?.matchedActivityId === activity.id) completed.push(linked);
    const ok = await activities.transact([
      activities.deleteItem(activity),
      ...completed.map((w) => workouts.uncompleteItem(userId, w, activity.id, now())),
    ]);
    if (!ok) throw conflict('This activity changed meanwhile. Please try again.');
  }

  return {
    async record(userId: string, input: RecordActivityInput, forWorkout?: ForWorkout): Promise<RecordedActivity> {
      const fresh = build(userId, input, now());
      if (isFutureDated(fresh.startTime, clock()))
        throw badRequest(FUTURE_ACTIVITY_MESSAGE, [{ path: 'startTime', message: FUTURE_ACTIVITY_MESSAGE }]);
      if (isAutomatic(fresh.source)) await activities.markAutomaticDelivery(userId, dayOf(fresh.startTime));
      const near = await activities.startingNear(userId, fresh.startTime, SAME_SESSION_START_MS);
      const previous = near.find((a) => a.id === fresh.id);
      if (previous) {
        // The provider sent the same activity again: it overwrites, keeping what we added to it.
        const again = { ...merged(fresh, previous), matchedWorkoutId: previous.matchedWorkoutId ?? null };
        await activities.put(again);
        return { activity: toActivityView(again), completedWorkoutId: null, duplicateOf: null };
      }
      const held = near.find((a) => isSameSession(a, fresh));
      if (held && !replacesHeld(fresh, held)) {
        const kept = { ...held, alsoFrom: sourcesBeside(held.source, [...(held.alsoFrom ?? []), fresh.source]) };
        await activities.addSource(held, kept.alsoFrom);
        if (forWorkout && !held.matchedWorkoutId) {
          const stored = await storeMatched(userId, kept, [], forWorkout);
          return {
            activity: toActivityView(stored.activity),
            completedWorkoutId: stored.completedWorkoutId,
            duplicateOf: held.id,
          };
        }
        return { activity: toActivityView(kept), completedWorkoutId: null, duplicateOf: held.id };
      }
      const kept = held ? await replace(userId, held, fresh) : fresh;
      if (kept.matchedWorkoutId)
        return { activity: toActivityView(kept), completedWorkoutId: null, duplicateOf: held?.id ?? null };

      const day = dayOf(kept.startTime);
      const candidates = forWorkout ? [] : await workoutsOn(userId, day);
      if (
        !forWorkout &&
        kept.source !== 'manual' &&
        !bestMatch(
          kept,
          candidates.filter((w) => !w.isCompleted),
        )
      ) {
        // A tap on 'done' logged this workout without a time; the recording of the same session replaces that log.
        const logged = candidates.filter(
          (w) => w.isCompleted && w.report?.activityId && w.report.activityId === w.matchedActivityId,
        );
        const match = bestMatch(
          kept,
          logged.map((w) => ({ ...w, isCompleted: false })),
        );
        const log = match
          ? await activities.findById(userId, logged.find((w) => w.id === match.workoutId)!.report!.activityId!)
          : null;
        if (log && log.source === 'manual') {
          const replaced = await replace(userId, log, kept);
          return { activity: toActivityView(replaced), completedWorkoutId: null, duplicateOf: log.id };
        }
      }
      const stored = await storeMatched(userId, kept, candidates, forWorkout);
      return {
        activity: toActivityView(stored.activity),
        completedWorkoutId: stored.completedWorkoutId,
        duplicateOf: held?.id ?? null,
      };
    },

    async list(userId: string, range: { from?: string; to?: string } = {}): Promise<ActivityView[]> {
      const toIso = range.to ? new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
      const fromIso = range.from ? `${range.from}T00:00:00.000Z` : undefined;
      return (await activities.list(userId, { fromIso, toIso })).map(toActivityView);
    },

    async get(userId: string, activityId: string): Promise<ActivityRecord> {
      const activity = await activities.findById(userId, activityId);
      if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
      return activity;
    },

    /**
     * Deletes a logged or uploaded activity and what it did: the workout it completed is open again (load and
     * summaries are computed from activities, so they follow). A watch's activity would come back with its next sync.
     */
    async remove(userId: string, activityId: string): Promise<{ success: boolean }> {
      const activity = await this.get(userId, activityId);
      if (activity.source !== 'manual' && activity.source !== 'upload') {
        throw badRequest(
          `This activity came from ${activity.source === 'garmin' ? 'Garmin' : activity.source} and would come back with its next sync: delete it there.`,
        );
      }
      await removeWithCompletion(userId, activity);
      return { success: true };
    },

    /** The provider deleted its recording (a Strava delete event): it goes, and the workout it completed is open again. False when not held. */
    async removeRecording(userId: string, activityId: string): Promise<boolean> {
      const activity = await activities.findById(userId, activityId);
      if (!activity) return false;
      await removeWithCompletion(userId, activity);
      return true;
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
