import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

/** Moves the workout to a YYYY-MM-DD date. */
export const scheduleWorkout = ({ id, date }: { id: string; date: string }) =>
  apiCall('scheduleWorkout', { params: { id }, body: { date } });

export const useScheduleWorkout = () => useMutation({ mutationFn: scheduleWorkout });
