import { workoutDetailsSchema, type WorkoutDetails } from '@shared/schemas/training';

/** The workout JSON of a task answer, possibly wrapped in a ``` code fence; null when it is not a valid workout. */
export function parseWorkoutJson(text: string | null | undefined): WorkoutDetails | null {
  if (!text) return null;
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  try {
    const parsed = workoutDetailsSchema.safeParse(JSON.parse((fenced ? fenced[1]! : text).trim()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
