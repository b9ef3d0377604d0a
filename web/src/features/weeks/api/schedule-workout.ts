import { useMutation } from '@tanstack/react-query';
import type { WorkoutView } from '../../../../../shared/schemas/weeks';
import { apiJson } from '../../../lib/api-client';

/** POST /api/workouts/{id}/schedule with a YYYY-MM-DD date. */
export const scheduleWorkout = ({ id, date }: { id: string; date: string }) => apiJson<WorkoutView>('POST', `/api/workouts/${encodeURIComponent(id)}/schedule`, { date });
export const useScheduleWorkout = () => useMutation({ mutationFn: scheduleWorkout });
