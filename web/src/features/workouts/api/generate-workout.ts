import { apiJson } from '../../../lib/api-client';

export interface GenerateWorkoutInput {
  sportType: 'SWIMMING' | 'CYCLING' | 'RUNNING';
  trainingPlanId: string;
  weekId: string;
  /** English weekday name. */
  dayOfWeek: string;
  prompt: string;
}

/** POST /api/workouts/generate -> {sessionId}. */
export const generateWorkout = (body: GenerateWorkoutInput) => apiJson<{ sessionId: string }>('POST', '/api/workouts/generate', body);
