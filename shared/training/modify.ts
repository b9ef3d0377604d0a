import type { WorkoutDetails } from '../schemas/training';
import type { ModifyContext, ModifyResult } from './types';
export function modifyWorkout(_w: WorkoutDetails, _request: string, _ctx: ModifyContext = {}): ModifyResult { throw new Error('not implemented yet'); }
