import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@shared/schemas/training';
import type { WorkoutView } from '@shared/schemas/weeks';
import { moveConflicts } from '@shared/training/move-conflicts';
import type { LoadCheckKey } from '@shared/training/safety/load-check';
import { apiCall } from '../../../lib/api-call';
import { useAvailability } from '../api/availability';
import { conflictLines } from './conflict-lines';
import { useMoveWorkout, type MoveRequest } from './use-move-workout';

/**
 * The safety limits a move would break, from the server's load check of the week with the move made (it knows the
 * recorded history); none when that cannot be read, so a flaky network never blocks a move.
 */
async function limitsTheMoveBreaks(weekId: string, workoutId: string, day: string): Promise<LoadCheckKey[]> {
  try {
    return (await apiCall('weekLoadCheck', { params: { weekId }, query: { workout: workoutId, day } })).broken ?? [];
  } catch {
    return [];
  }
}

/**
 * A move asked for on the board (drag or 'Move to…'): straight to the schedule call, or first to the confirm dialog
 * when it puts two hard sessions back to back, lands on a day the athlete keeps free or cannot train, or breaks one
 * of the week's safety limits.
 */
export function useBoardMove({
  weekId,
  workouts,
  trainingDays,
  onMove,
  onAsk,
}: {
  weekId: string;
  workouts: readonly WorkoutView[];
  trainingDays: readonly Weekday[] | null;
  onMove?: (request: MoveRequest | null) => void;
  onAsk?: (request: MoveRequest) => void;
}) {
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

  const request = async (workout: WorkoutView, toDay: string) => {
    if (workout.day === toDay || workout.isCompleted) return;
    const conflicts = moveConflicts({ workouts, workoutId: workout.id, toDay, trainingDays, availability });
    const broken = await limitsTheMoveBreaks(weekId, workout.id, toDay);
    const lines = conflictLines(t, i18n.language, workout, toDay, conflicts);
    if (broken.length)
      lines.push(t('weekBoard.confirm.limits', { limits: broken.map((key) => t(`loadCheck.name.${key}`)).join(', ') }));
    if (lines.length) {
      onAsk?.({ workout, toDay });
      setPending({ request: { workout, toDay }, lines });
    } else go({ workout, toDay });
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
