import { Dumbbell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { sortByDay } from '@shared/weeks/workout-display';
import { Spinner } from '../../../components/ui/spinner';
import type { NoteKind } from './workout-note-dialog';
import { WorkoutRow } from './workout-row';

// The notes dialog (its form, Radix dialog and zod) loads when a note is first opened, not with every list of workouts.
const WorkoutNoteDialog = lazy(() => import('./workout-note-dialog').then((m) => ({ default: m.WorkoutNoteDialog })));

export interface WorkoutListProps {
  workouts: WorkoutView[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onStart?: (workout: WorkoutView) => void;
  startingId?: string | null;
}

/** The week's workouts, by day (no-day last), with the notes dialog for completed ones. */
export function WorkoutList({ workouts, isLoading, isError, onStart, startingId }: WorkoutListProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState<{ workout: WorkoutView; kind: NoteKind } | null>(null);
  if (isLoading) return <Spinner className="flex justify-center py-6 text-muted" label={t('weeks.workouts.loading')} />;
  if (isError)
    return (
      <p role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
        {t('weeks.workouts.fetchFailed')}
      </p>
    );
  if (!workouts?.length)
    return (
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted">
        <Dumbbell className="h-5 w-5" aria-hidden="true" />
        {t('weeks.workouts.empty')}
      </div>
    );
  return (
    <>
      <ul className="space-y-2" data-testid="workout-list">
        {sortByDay(workouts).map((w) => (
          <WorkoutRow
            key={w.id}
            workout={w}
            onStart={onStart}
            starting={startingId === w.id}
            onNote={(workout, kind) => setNote({ workout, kind })}
          />
        ))}
      </ul>
      {note && (
        <Suspense fallback={null}>
          <WorkoutNoteDialog workout={note.workout} kind={note.kind} onClose={() => setNote(null)} />
        </Suspense>
      )}
    </>
  );
}
