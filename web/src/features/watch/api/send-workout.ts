import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendWorkoutView } from '../../../../../shared/schemas/garmin';
import { apiJson } from '../../../lib/api-client';

/** POST /api/garmin/workout: to the watch's calendar on the date (replacing the copy already there). */
export function useSendWorkoutToWatch(workoutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scheduleDate: string) => apiJson<SendWorkoutView | { syncStatus: 'sending'; message: string }>('POST', '/api/garmin/workout', { workoutId, scheduleDate }),
    onSettled: () => client.invalidateQueries({ queryKey: ['/api/workouts', workoutId] }),
  });
}
