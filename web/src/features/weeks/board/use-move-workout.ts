import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { displayName } from '@shared/weeks/workout-display';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { routeKey } from '../../../lib/api-call';
import { weekWorkoutsKey } from '../api/get-week-workouts';
import { FLOW_WORKOUTS_KEY } from '../api/get-flow-workouts';
import { scheduleWorkout } from '../api/schedule-workout';
import { longDayLabel } from './board-days';

export interface MoveRequest {
  workout: WorkoutView;
  toDay: string;
}

type WatchNote = 'moved' | 'later' | 'failed';

/** What the watch did, for a workout that was on it before the move. */
function watchNote(before: WorkoutView, after: WorkoutView): WatchNote | null {
  if (!before.garminWorkoutId) return null;
  if (after.garminSyncStatus === 'failed') return 'failed';
  if (after.garminSyncStatus === 'sending') return 'later';
  return 'moved';
}

/**
 * Moves a workout with the schedule call: the board shows it on the new day at once, puts it back when the call
 * fails, and says so in a toast (the server moves it on the watch too when it is there).
 */
export function useMoveWorkout(weekId: string) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const key = weekWorkoutsKey(weekId);
  const place = (id: string, change: Partial<WorkoutView>) =>
    client.setQueryData<WorkoutView[]>(key, (list) => list?.map((w) => (w.id === id ? { ...w, ...change } : w)));

  return useMutation({
    mutationFn: ({ workout, toDay }: MoveRequest) => scheduleWorkout({ id: workout.id, date: toDay }),
    onMutate: async ({ workout, toDay }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<WorkoutView[]>(key);
      place(workout.id, { day: toDay });
      return { previous };
    },
    onError: (error, { workout }, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast({
        variant: 'destructive',
        title: t('weekBoard.toast.failed', { workout: displayName(workout.workoutDetails.workoutName) }),
        description: errorText(error),
      });
    },
    onSuccess: (updated, { workout, toDay }) => {
      if (updated?.id) place(updated.id, updated);
      const note = updated ? watchNote(workout, updated) : null;
      const watchText: Record<WatchNote, string> = {
        moved: t('weekBoard.toast.watchMoved'),
        later: t('weekBoard.toast.watchLater'),
        failed: t('weekBoard.toast.watchFailed'),
      };
      toast({
        variant: note === 'failed' ? 'warning' : 'default',
        title: t('weekBoard.toast.moved', {
          workout: displayName(workout.workoutDetails.workoutName),
          day: longDayLabel(toDay, i18n.language),
        }),
        description: note ? watchText[note] : undefined,
      });
    },
    onSettled: (_data, _error, { workout }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: FLOW_WORKOUTS_KEY }),
        client.invalidateQueries({ queryKey: routeKey('getWorkout', { params: { id: workout.id } }) }),
      ]),
  });
}
