import { createHash } from 'node:crypto';
import type { WorkoutView } from '@shared/schemas/weeks';
import type { SameFields } from '../../db/record-view';
import { keys } from '../../db/keys';
import { stripKeys } from '../../db/items';
import { fromStoredDetails, toStoredDetails, type StoredWorkoutDetails } from './stored-details';

/** View fields the item may hold as null (or not at all): the view leaves them out then. */
type OmittedWhenEmpty = 'garminWorkoutId' | 'matchedActivityId';

/** The workout item without its keys: the view's fields and what only storage needs. */
export interface WorkoutRecord extends Omit<WorkoutView, OmittedWhenEmpty> {
  userId: string;
  garminWorkoutId?: string | null;
  garminScheduleId?: string | null;
  matchedActivityId?: string | null;
  updatedAt: string;
}

export function toWorkoutView(w: WorkoutRecord): WorkoutView {
  const {
    userId: _userId,
    garminScheduleId: _garminScheduleId,
    updatedAt: _updatedAt,
    garminWorkoutId,
    matchedActivityId,
    ...view
  } = w;
  true satisfies SameFields<typeof view, Omit<WorkoutView, OmittedWhenEmpty>>;
  return {
    ...view,
    // Older rows may lack these; the client always gets the full shape.
    day: w.day ?? null,
    isCompleted: w.isCompleted === true,
    userNotes: w.userNotes ?? null,
    aiSummary: w.aiSummary ?? null,
    aiTaskId: w.aiTaskId ?? null,
    garminSyncStatus: w.garminSyncStatus ?? null,
    garminSyncError: w.garminSyncError ?? null,
    ...(garminWorkoutId ? { garminWorkoutId } : {}),
    ...(matchedActivityId ? { matchedActivityId } : {}),
  };
}

/**
 * The full item to put: the record, its key and its place in the week's day-sorted index. Empty fields are not
 * stored (the view puts their nulls back) and the steps are one string (see stored-details.ts): less for DynamoDB to
 * parse and return on every read of the week.
 */
export function workoutItem(w: WorkoutRecord): Record<string, unknown> {
  const filled = Object.fromEntries(Object.entries(w).filter(([, value]) => value !== null && value !== undefined));
  return {
    ...keys.workout(w.userId, w.id),
    ...keys.workoutByWeek(w.userId, w.weekId, w.day, w.id),
    type: 'workout',
    ...filled,
    workoutDetails: toStoredDetails(w.workoutDetails),
  };
}

/** A stored workout item (either shape of its details) as the record. */
export function workoutFromItem(item: Record<string, unknown>): WorkoutRecord {
  const record = stripKeys<WorkoutRecord>(item);
  return { ...record, workoutDetails: fromStoredDetails(record.workoutDetails as unknown as StoredWorkoutDetails) };
}

/** A stable id derived from the task that produced the workout: a re-run of the task writes the same ids. */
export function workoutIdFor(taskId: string, index: number): string {
  const hex = createHash('sha256').update(`${taskId}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
