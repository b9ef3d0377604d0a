import { apiCall } from '../../../lib/api-call';

/** Converts the workout for Garmin and schedules it on the watch. */
export const sendToGarmin = (body: { workoutId: string; scheduleDate: string }) => apiCall('garminSendWorkout', { body });
