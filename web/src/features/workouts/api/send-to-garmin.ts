import { apiJson } from '../../../lib/api-client';

/** POST /api/garmin/workout (the watch issue serves it). */
export const sendToGarmin = (body: { workoutId: string; scheduleDate: string }) => apiJson<{ garminWorkoutId: string }>('POST', '/api/garmin/workout', body);
