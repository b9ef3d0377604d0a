import { workoutDetailsSchema, type WorkoutDetails } from '@shared/schemas/training';
import type { Task } from '../tasks/task';

/**
 * The workout a completed generation or modification task wrote, checked against the workout schema; null for a task
 * not completed or an answer that is not a valid workout. The worker stores plain JSON; older rows may hold it in a
 * ``` code fence, as the model first wrote it.
 */
export function taskWorkout(task: Pick<Task, 'status' | 'response'>): WorkoutDetails | null {
  if (task.status !== 'completed' || !task.response) return null;
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(task.response);
  try {
    const parsed = workoutDetailsSchema.safeParse(JSON.parse((fenced ? fenced[1] : task.response).trim()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
