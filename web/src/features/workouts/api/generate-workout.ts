import { apiCall, type CallInput } from '../../../lib/api-call';

export type GenerateWorkoutInput = CallInput<'generateWorkout'>['body'];

/** Starts a flow workout's generation: {sessionId}. */
export const generateWorkout = (body: GenerateWorkoutInput) => apiCall('generateWorkout', { body });
