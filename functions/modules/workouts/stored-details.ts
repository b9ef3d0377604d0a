import type { WorkoutDetails } from '@shared/schemas/training';

/**
 * A workout's details as the item holds them: the steps (nested repeats, ten fields each, many nulls) as ONE JSON
 * string instead of a deep DynamoDB map. DynamoDB then parses, stores and returns one string per workout and the SDK
 * unmarshals one attribute instead of hundreds: that was most of what a week's workouts Query cost.
 * The scalars stay map fields, so reads can still project `workoutDetails.sport` and `.estimatedDurationInSecs`.
 * Rows written before hold the steps as a list: both shapes are read.
 */
export type StoredWorkoutDetails = Omit<WorkoutDetails, 'steps'> & { steps: string | WorkoutDetails['steps'] };

/**
 * JSON with every object's keys in sorted order, so the same steps always give the same string whatever order a map
 * came back from DynamoDB in (the adaptation's reject compares the stored details with what the coach wrote).
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function toStoredDetails(details: WorkoutDetails): StoredWorkoutDetails {
  return { ...details, steps: canonicalJson(details.steps) };
}

export function fromStoredDetails(stored: StoredWorkoutDetails): WorkoutDetails {
  return typeof stored.steps === 'string'
    ? { ...stored, steps: JSON.parse(stored.steps) as WorkoutDetails['steps'] }
    : (stored as WorkoutDetails);
}

/** Any stored item's details read back (undefined and non-maps left as they are: e.g. a projection without them). */
export function readStoredDetails(value: unknown): unknown {
  return value && typeof value === 'object' && 'steps' in value
    ? fromStoredDetails(value as StoredWorkoutDetails)
    : value;
}
