import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { workoutKey } from '../../workouts/api/get-workout';

/** To the watch's calendar on the date (replacing the copy already there). */
export function useSendWorkoutToWatch(workoutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scheduleDate: string) => apiCall('garminSendWorkout', { body: { workoutId, scheduleDate } }),
    onSettled: () => client.invalidateQueries({ queryKey: workoutKey(workoutId) }),
  });
}
