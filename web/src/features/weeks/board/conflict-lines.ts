import type { TFunction } from 'i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import type { MoveConflict } from '@shared/training/move-conflicts';
import { displayName } from '@shared/weeks/workout-display';
import { longDayLabel, shortDayLabel } from './board-days';

/** One sentence per conflict, naming the sessions by day ("Tue Intervals") in the athlete's language. */
export function conflictLines(
  t: TFunction,
  lang: string,
  moved: WorkoutView,
  toDay: string,
  conflicts: readonly MoveConflict<WorkoutView>[],
): string[] {
  const session = (day: string, workout: WorkoutView) =>
    t('weekBoard.session', { day: shortDayLabel(day, lang), name: displayName(workout.workoutDetails.workoutName) });
  return conflicts.map((conflict) => {
    if (conflict.kind === 'unavailable')
      return t('weekBoard.confirm.unavailable', { day: longDayLabel(conflict.day, lang) });
    if (conflict.kind === 'blackout')
      return t('weekBoard.confirm.blackout', {
        day: longDayLabel(conflict.day, lang),
        note: conflict.note ? ` (${conflict.note})` : '',
      });
    if (conflict.kind === 'overMinutes')
      return t('weekBoard.confirm.overMinutes', {
        day: longDayLabel(conflict.day, lang),
        minutes: conflict.minutes,
        total: conflict.total,
      });
    if (conflict.kind === 'noPool') return t('weekBoard.confirm.noPool', { day: longDayLabel(conflict.day, lang) });
    if (conflict.kind === 'tooManySessions')
      return t('weekBoard.confirm.tooManySessions', { day: longDayLabel(conflict.day, lang) });
    const mine = session(toDay, moved);
    const theirs = session(conflict.other.day, conflict.other);
    if (conflict.kind === 'hardSameDay') return t('weekBoard.confirm.sameDay', { first: theirs, second: mine });
    const [first, second] = conflict.other.day < toDay ? [theirs, mine] : [mine, theirs];
    return t('weekBoard.confirm.backToBack', { first, second });
  });
}
