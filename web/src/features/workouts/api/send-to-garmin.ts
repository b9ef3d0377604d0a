import { apiJson } from '../../../lib/api-client';

/** POST /api/garmin/workout: converts the workout for Garmin and schedules it on the watch. */
export const sendToGarmin = (body: { workoutId: string; scheduleDate: string }) => apiJson<{ garminWorkoutId: string }>('POST', '/api/garmin/workout', body);
