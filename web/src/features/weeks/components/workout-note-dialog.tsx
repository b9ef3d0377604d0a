import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { noteBody, WorkoutView } from '@shared/schemas/weeks';
import { displayName } from '@shared/weeks/workout-display';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useSaveNote } from '../api/save-note';
import { minutes, weekdayLabel } from '../../../lib/weekday-labels';
import { formatDay, formatDaysIn } from '../../../lib/dates';
import { routeFamilyKey } from '../../../lib/api-call';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { fieldError } from '../../../lib/validation-messages';
import { FLOW_WORKOUTS_KEY } from '../api/get-flow-workouts';

export type NoteKind = 'ai' | 'user' | 'info';
export const NOTE_TOAST_MS = 2_000;

/** The athlete's note: save disabled while blank or saving; trimmed before sending; a 2 s toast either way. */
function UserNoteForm({ workout, onClose }: { workout: WorkoutView; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const save = useSaveNote();
  const form = useForm<z.input<typeof noteBody>>({
    resolver: lazyZodResolver(() => import('@shared/schemas/weeks').then((m) => m.noteBody)),
    defaultValues: { note: workout.userNotes ?? '' },
  });
  const blank = !(useWatch({ control: form.control, name: 'note' }) ?? '').trim();
  const error = fieldError(t, form.formState.errors.note?.message);

  const submit = form.handleSubmit(({ note }) => {
    if (!note) return;
    save.mutate(
      { id: workout.id, note },
      {
        onSuccess: () => {
          toast({ title: t('weeks.notes.saved'), duration: NOTE_TOAST_MS });
          void client.invalidateQueries({ queryKey: routeFamilyKey('weekWorkouts') });
          void client.invalidateQueries({ queryKey: routeFamilyKey('getWorkout') });
          void client.invalidateQueries({ queryKey: FLOW_WORKOUTS_KEY });
          onClose();
        },
        onError: () => toast({ variant: 'destructive', title: t('weeks.notes.saveFailed'), duration: NOTE_TOAST_MS }),
      },
    );
  });

  return (
    <>
      <Textarea
        className="mt-4"
        rows={4}
        maxLength={2000}
        {...form.register('note')}
        placeholder={t('weeks.notes.placeholder')}
        aria-label={t('weeks.notes.userTitle')}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} disabled={blank || save.isPending} data-testid="save-note">
          {t('weeks.notes.save')}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The AI note, the athlete's own note (editable) or the workout's info, for a completed workout. */
export function WorkoutNoteDialog({
  workout,
  kind,
  onClose,
}: {
  workout: WorkoutView | null;
  kind: NoteKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={Boolean(workout)} onOpenChange={(open) => !open && onClose()}>
      {workout && (
        <DialogContent closeLabel={t('common.close')} data-testid={`note-dialog-${kind}`}>
          <DialogTitle>{t(`weeks.notes.${kind}Title`)}</DialogTitle>
          <DialogDescription>{displayName(workout.workoutDetails.workoutName)}</DialogDescription>
          {kind === 'ai' && (
            <p className="mt-4 whitespace-pre-line text-sm">
              {workout.aiSummary ? formatDaysIn(workout.aiSummary) : t('weeks.notes.noAiNote')}
            </p>
          )}
          {kind === 'info' && (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{t('weeks.notes.day')}</dt>
              <dd>{workout.day ? `${weekdayLabel(workout.day, t)} ${formatDay(workout.day)}` : '—'}</dd>
              <dt className="text-muted">{t('weeks.notes.duration')}</dt>
              <dd>{t('weeks.workouts.minutes', { count: minutes(workout.workoutDetails.estimatedDurationInSecs) })}</dd>
              <dt className="text-muted">{t('weeks.notes.description')}</dt>
              <dd className="whitespace-pre-line">{workout.workoutDetails.description || '—'}</dd>
            </dl>
          )}
          {kind === 'user' && <UserNoteForm key={workout.id} workout={workout} onClose={onClose} />}
        </DialogContent>
      )}
    </Dialog>
  );
}
