import { randomUUID } from 'node:crypto';
import type { ActivitySource } from '@shared/schemas/activities';
import type { ActivityView } from '@shared/schemas/weeks';
import { inWeek } from '@shared/weeks/dates';
import type { Clock } from '../../composition/platform';
import type { WeekRepository } from '../weeks/week-repository';
import type { WorkoutRepository } from '../workouts/workout-repository';
import { toActivityView, type ActivityRecord } from './activity-record';
import type { ActivityRepository } from './activity-repository';
import { bestMatch } from './activity-matching';

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
}

/** What record() did: a new activity, or the same session already held (from any source), kept once. */
export interface RecordedActivity {
  activity: ActivityView;
  completedWorkoutId: string | null;
  /** The id of the activity this one repeats (same sport, start within 2 min, duration within 10 %); null when new. */
  duplicateOf: string | null;
}

export interface ActivityServiceDeps {
  activities: ActivityRepository;
  weeks: Pick<WeekRepository, 'findActive'>;
  workouts: Pick<WorkoutRepository, 'listByWeek' | 'markCompleted'>;
  clock: Clock;
}

/** Stores activities and completes the active week's workout they match (same sport, same day). */
export function createActivityService({ activities, weeks, workouts, clock }: ActivityServiceDeps) {
  return {
    async record(userId: string, input: RecordActivityInput): Promise<RecordedActivity> {
      const startTime = new Date(input.startTime).toISOString();
      const name = input.activityName?.trim() || `${input.activityType.charAt(0)}${input.activityType.slice(1).toLowerCase()}`;
      const activity: ActivityRecord = {
        id: input.id ?? randomUUID(),
        userId,
        activityType: input.activityType.toUpperCase(),
        startTime,
        durationInSeconds: Math.round(input.durationInSeconds),
        distanceInMeters: input.distanceInMeters ?? null,
        averageHeartRate: input.averageHeartRate ?? null,
        ...(input.maxHeartRate != null ? { maxHeartRate: input.maxHeartRate } : {}),
        description: input.description ?? name,
        activitySummary: { startTimeInSeconds: Math.floor(Date.parse(startTime) / 1000), activityName: name },
        source: input.source,
        createdAt: clock().toISOString(),
      };
      await activities.put(activity);

      const week = await weeks.findActive(userId);
      if (!week || !inWeek(startTime, week.firstDay)) return { activity: toActivityView(activity), completedWorkoutId: null, duplicateOf: null };
      const candidates = ((await workouts.listByWeek(userId, week.id)) ?? []).filter((w) => !w.isCompleted);
      const match = bestMatch(activity, candidates);
      if (!match) return { activity: toActivityView(activity), completedWorkoutId: null, duplicateOf: null };
      const done = await workouts.markCompleted(userId, match.workoutId, activity.id, match.reason, clock().toISOString());
      return { activity: toActivityView(activity), completedWorkoutId: done ? match.workoutId : null, duplicateOf: null };
    },

    async list(userId: string, range: { from?: string; to?: string } = {}): Promise<ActivityView[]> {
      const toIso = range.to ? new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
      const fromIso = range.from ? `${range.from}T00:00:00.000Z` : undefined;
      return (await activities.list(userId, { fromIso, toIso })).map(toActivityView);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
