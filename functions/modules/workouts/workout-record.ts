import { createHash } from 'node:crypto';
import type { WorkoutDetails } from '../../../shared/schemas/training';
import type { WorkoutView } from '../../../shared/schemas/weeks';
import { keys } from '../../db/keys';

/** The workout item without its keys. */
export interface WorkoutRecord {
  id: string;
  userId: string;
  weekId: string;
  day: string | null;
  isCompleted: boolean;
  userNotes: string | null;
  aiSummary: string | null;
  aiTaskId: string | null;
  workoutDetails: WorkoutDetails;
  garminWorkoutId?: string | null;
  garminScheduleId?: string | null;
  garminSyncStatus?: 'sent' | 'sending' | 'failed' | null;
  garminSyncError?: string | null;
  matchedActivityId?: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toWorkoutView(w: WorkoutRecord): WorkoutView {
  return {
    id: w.id,
    weekId: w.weekId,
    day: w.day ?? null,
    isCompleted: w.isCompleted === true,
    userNotes: w.userNotes ?? null,
    aiSummary: w.aiSummary ?? null,
    aiTaskId: w.aiTaskId ?? null,
    workoutDetails: w.workoutDetails,
    ...(w.garminWorkoutId ? { garminWorkoutId: w.garminWorkoutId } : {}),
    garminSyncStatus: w.garminSyncStatus ?? null,
    garminSyncError: w.garminSyncError ?? null,
    ...(w.matchedActivityId ? { matchedActivityId: w.matchedActivityId } : {}),
    createdAt: w.createdAt,
  };
}

/** The full item to put: the record, its key and its place in the week's day-sorted index. */
export function workoutItem(w: WorkoutRecord): Record<string, unknown> {
  return { ...keys.workout(w.userId, w.id), ...keys.workoutByWeek(w.userId, w.weekId, w.day, w.id), type: 'workout', ...w };
}

/** A stable id derived from the task that produced the workout: a re-run of the task writes the same ids. */
export function workoutIdFor(taskId: string, index: number): string {
  const hex = createHash('sha256').update(`${taskId}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
