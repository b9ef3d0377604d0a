import type { WorkoutDetails } from '../../../../../shared/schemas/training';
import type { WorkoutView } from '../../../../../shared/schemas/weeks';
import { apiJson } from '../../../lib/api-client';

/** POST /api/workouts/save -> {workout}. */
export const saveGenerated = (body: { workoutDetails: WorkoutDetails; weekId: string; aiTaskId: string }) => apiJson<{ workout: WorkoutView }>('POST', '/api/workouts/save', body);
