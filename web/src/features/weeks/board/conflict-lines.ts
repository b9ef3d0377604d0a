import type { TFunction } from 'i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import type { MoveConflict } from '@shared/training/move-conflicts';
import { displayName } from '@shared/weeks/workout-display';
import { longDayLabel, shortDayLabel } from './board-days';

/** One sentence per conflict, naming the sessions by day ("Tue Intervals") in the athlete's language. */
export function conflictLines(t: TFunction, lang: string, moved: WorkoutView, toDay: string, conflicts: readonly MoveConflict<WorkoutView>[]): string[] {
  const session = (day: string, workout: WorkoutView) => t('weekBoard.session', { day: shortDayLabel(day, lang), name: displayName(workout.workoutDetails.workoutName) });
  return conflicts.map((conflict) => {
    if (conflict.kind === 'unavailable') return t('weekBoard.confirm.unavailable', { day: longDayLabel(conflict.day, lang) });
    const mine = session(toDay, moved);
    const theirs = session(conflict.other.day, conflict.other);
    if (conflict.kind === 'hardSameDay') return t('weekBoard.confirm.sameDay', { first: theirs, second: mine });
    const [first, second] = conflict.other.day < toDay ? [theirs, mine] : [mine, theirs];
    return t('weekBoard.confirm.backToBack', { first, second });
  });
}
