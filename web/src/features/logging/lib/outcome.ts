import type { WorkoutOutcome } from '@shared/schemas/activities';
import type { WorkoutView } from '@shared/schemas/weeks';

/** What became of a workout; a server without outcomes yet answers isCompleted only. */
export const outcomeOf = (workout: WorkoutView): WorkoutOutcome =>
  workout.outcome ?? (workout.isCompleted ? 'done' : 'planned');

/** The athlete's own word can be taken back; a recorded activity completes a workout by itself (delete it instead). */
export const canUndo = (workout: WorkoutView): boolean => Boolean(workout.report);

/** Still open for a report: nothing recorded and nothing said yet. */
export const reportable = (workout: WorkoutView): boolean => !workout.report && outcomeOf(workout) !== 'done';

/** Asking "did you do it?" before a workout's day is noise; undated (flexible, flow) ones can be done any day. */
export const dueForReport = (workout: WorkoutView, today: string): boolean => !workout.day || workout.day <= today;
