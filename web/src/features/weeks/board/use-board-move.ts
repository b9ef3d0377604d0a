import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@shared/schemas/training';
import type { WorkoutView } from '@shared/schemas/weeks';
import { moveConflicts } from '@shared/training/move-conflicts';
import { useAvailability } from '../../settings/api/availability';
import { conflictLines } from './conflict-lines';
import { useMoveWorkout, type MoveRequest } from './use-move-workout';

/**
 * A move asked for on the board (drag or 'Move to…'): straight to the schedule call, or first to the confirm dialog
 * when it puts two hard sessions back to back or lands on a day the athlete keeps free.
 */
export function useBoardMove({ weekId, workouts, trainingDays, onMove, onAsk }: { weekId: string; workouts: readonly WorkoutView[]; trainingDays: readonly Weekday[] | null; onMove?: (request: MoveRequest | null) => void; onAsk?: (request: MoveRequest) => void }) {
  const { t, i18n } = useTranslation();
  const move = useMoveWorkout(weekId);
  const stored = useAvailability().data;
  // Availability never saved: nothing to hold a move to besides the training days.
  const availability = stored?.updatedAt ? stored : null;
  const [pending, setPending] = useState<{ request: MoveRequest; lines: string[] } | null>(null);
  const go = (request: MoveRequest) => {
    onMove?.(request);
    move.mutate(request, { onError: () => onMove?.(null) });
  };

  const request = (workout: WorkoutView, toDay: string) => {
    if (workout.day === toDay || workout.isCompleted) return;
    const conflicts = moveConflicts({ workouts, workoutId: workout.id, toDay, trainingDays, availability });
    if (conflicts.length) {
      onAsk?.({ workout, toDay });
      setPending({ request: { workout, toDay }, lines: conflictLines(t, i18n.language, workout, toDay, conflicts) });
    }
    else go({ workout, toDay });
  };

  return {
    request,
    confirmLines: pending?.lines ?? null,
    confirm: () => {
      if (pending) go(pending.request);
      setPending(null);
    },
    cancel: () => setPending(null),
    movingId: move.isPending ? (move.variables?.workout.id ?? null) : null,
  };
}
