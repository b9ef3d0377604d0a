import type { WorkoutDetails } from '../schemas/training';
import type { SingleWorkoutInput } from './types';
export function buildSingleWorkout(_input: SingleWorkoutInput): WorkoutDetails { throw new Error('not implemented yet'); }
