import type { StoredActivityFigures } from '../activities/raw-activity';
import type { WeekFigures } from '@shared/schemas/progress';

/** The item types of the athlete's collection that the progress figures read, as the Query returns them. */
export const TRAINING_ITEM_TYPES = [
  'activity',
  'week',
  'workout',
  'fitness',
  'plan',
  'user',
  'thresholds',
  'automaticDelivery',
] as const;

/** Only what the figures use: the read is one Query, its answer should stay small. */
export const TRAINING_ATTRIBUTES = [
  'type',
  'id',
  // activity
  'activityType',
  'startTime',
  'durationInSeconds',
  'distanceInMeters',
  'averageHeartRate',
  'movingTimeInSeconds',
  'rpe',
  'normalizedPower',
  // week
  'firstDay',
  'active',
  'deleted',
  'status',
  'progress',
  // workout
  'weekId',
  'isCompleted',
  'workoutDetails.sport',
  'workoutDetails.estimatedDurationInSecs',
  'report.status',
  // workout, and the automatic delivery marker (USER#u / AUTOMATIC_DELIVERY sorts inside the read's range)
  'day',
  // fitness
  'dateStart',
  'startedAt',
  'swimLevel',
  'bikeLevel',
  'runLevel',
  // plan
  'planStarts',
  'primaryGoal',
  'planOverview',
  // user
  'birthdate',
  // thresholds (USER#u / THRESHOLDS sorts inside the read's range)
  'maxHr',
  'thresholdHr',
  'ftp',
] as const;

/** The activity fields the read projects: what the load figures take (see raw-activity.ts). */
export type ActivityItem = StoredActivityFigures;

export interface WeekItem {
  id: string;
  firstDay: string;
  active?: boolean;
  deleted?: boolean;
  status: string;
  /** The week's figures, stored once it is final (see shared/progress/weeks.ts isFrozen). */
  progress?: StoredFigures | null;
}

/** hrThreshold / ftp: what the load was computed with (null: none known); other values make the figures stale. */
export type StoredFigures = WeekFigures & { version: number; hrThreshold?: number | null; ftp?: number | null };

export interface WorkoutItem {
  weekId: string;
  day?: string | null;
  report?: { status?: 'done' | 'changed' | 'skipped' } | null;
  isCompleted?: boolean;
  workoutDetails?: { sport?: string; estimatedDurationInSecs?: number };
}

export interface FitnessItem {
  dateStart: string;
  startedAt: string;
  swimLevel: number;
  bikeLevel: number;
  runLevel: number;
}

export interface PlanItem {
  id: string;
  active?: boolean;
  planStarts: string;
  primaryGoal?: { name?: string; date?: string };
  planOverview?: unknown;
}

export interface TrainingItems {
  activities: ActivityItem[];
  weeks: WeekItem[];
  workouts: WorkoutItem[];
  fitness: FitnessItem[];
  plans: PlanItem[];
  user: { birthdate?: string | null } | null;
  /** The athlete's heart-rate thresholds, when stored. */
  thresholds: { maxHr?: number | null; thresholdHr?: number | null; ftp?: number | null } | null;
  /** The latest day a watch delivered an activity: a silent past workout before it is missed, else not reported. */
  lastAutomaticDay: string | null;
  /** DynamoDB requests (pages) the read took. */
  pages: number;
}
