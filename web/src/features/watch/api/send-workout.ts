import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

/** Converts the workout for Garmin and puts it on the watch's calendar on the date (replacing the copy already there). */
export const sendWorkoutToWatch = (body: { workoutId: string; scheduleDate: string }) =>
  apiCall('garminSendWorkout', { body });

/** The send as a mutation; the workout's own read (its sync state) reads again once it settles. */
export function useSendWorkoutToWatch(workoutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scheduleDate: string) => sendWorkoutToWatch({ workoutId, scheduleDate }),
    onSettled: () => client.invalidateQueries({ queryKey: routeKey('getWorkout', { params: { id: workoutId } }) }),
  });
}
