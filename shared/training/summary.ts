import type { ActivityInput, Sport, WeekSummary } from '../schemas/training';
import type { SummaryWorkoutInput } from './types';
export function activitySport(_a: ActivityInput): Sport | null { throw new Error('not implemented yet'); }
export function matchActivityToWorkout(_w: SummaryWorkoutInput, _a: ActivityInput[]): ActivityInput | null { throw new Error('not implemented yet'); }
export function summarizeWeek(_i: { weekFirstDay: string; workouts: SummaryWorkoutInput[]; activities: ActivityInput[] }): WeekSummary { throw new Error('not implemented yet'); }
