import { createHash } from 'node:crypto';
import type { WorkoutDetails } from '@shared/schemas/training';
import type { IntervalsActivity, IntervalsEvent } from '../../providers/intervals/port';
import type { RecordActivityInput } from '../activities/activity-service';
import { fitFileName } from '../workouts/fit-workout';

/** intervals.icu's activity types for our sports (its server-side data model; Ride/Run/Swim are the plain ones). */
const EVENT_TYPES: Record<WorkoutDetails['sport'], string> = {
  CYCLING: 'Ride',
  RUNNING: 'Run',
  SWIMMING: 'Swim',
  STRENGTH_TRAINING: 'WeightTraining',
};

const ACTIVITY_SPORTS: Record<string, string> = {
  Ride: 'CYCLING',
  VirtualRide: 'CYCLING',
  GravelRide: 'CYCLING',
  MountainBikeRide: 'CYCLING',
  EBikeRide: 'CYCLING',
  TrackRide: 'CYCLING',
  Velomobile: 'CYCLING',
  Run: 'RUNNING',
  VirtualRun: 'RUNNING',
  TrailRun: 'RUNNING',
  Swim: 'SWIMMING',
  OpenWaterSwim: 'SWIMMING',
  WeightTraining: 'STRENGTH_TRAINING',
};

/** What decides whether intervals.icu's copy is stale: the day and everything the athlete would see of the workout. */
export function workoutFingerprint(workout: { day: string; workoutDetails: WorkoutDetails }): string {
  return createHash('sha256')
    .update(JSON.stringify([workout.day, workout.workoutDetails]))
    .digest('base64url')
    .slice(0, 22);
}

/** A planned workout as an intervals.icu calendar event, its steps in our FIT file (intervals.icu computes load and duration). */
export function toIntervalsEvent(
  workout: { id: string; day: string; workoutDetails: WorkoutDetails },
  fit: Uint8Array,
): IntervalsEvent {
  const details = workout.workoutDetails;
  return {
    category: 'WORKOUT',
    start_date_local: `${workout.day}T00:00:00`,
    name: details.workoutName.slice(0, 200),
    description: details.description.slice(0, 2000),
    type: EVENT_TYPES[details.sport],
    external_id: workout.id,
    filename: fitFileName(details),
    file_contents_base64: Buffer.from(fit).toString('base64'),
  };
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * An intervals.icu activity in the shared model. The start is `start_date` (UTC) when given, so the same session from
 * Garmin or Strava is recognised as one; null when the activity has no id, start or duration.
 */
export function toActivityInput(activity: IntervalsActivity): RecordActivityInput | null {
  const id = typeof activity.id === 'string' || typeof activity.id === 'number' ? String(activity.id) : '';
  const start =
    typeof activity.start_date === 'string'
      ? activity.start_date
      : typeof activity.start_date_local === 'string'
        ? `${activity.start_date_local}Z`
        : '';
  const duration = finite(activity.moving_time) ?? finite(activity.elapsed_time);
  if (!id || !Number.isFinite(Date.parse(start)) || !duration || duration <= 0) return null;
  const type = typeof activity.type === 'string' ? activity.type : 'Other';
  const elapsed = finite(activity.elapsed_time);
  return {
    id: `intervals-${id}`,
    activityType: ACTIVITY_SPORTS[type] ?? type.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(),
    startTime: new Date(start).toISOString(),
    durationInSeconds: elapsed && elapsed >= duration ? elapsed : duration,
    movingTimeInSeconds: finite(activity.moving_time),
    distanceInMeters: finite(activity.distance),
    averageHeartRate: finite(activity.average_heartrate),
    maxHeartRate: finite(activity.max_heartrate),
    elevationGainInMeters: finite(activity.total_elevation_gain),
    averagePower: finite(activity.icu_average_watts),
    normalizedPower: finite(activity.icu_weighted_avg_watts),
    activityName: typeof activity.name === 'string' ? activity.name.slice(0, 200) : null,
    source: 'intervals',
  };
}
