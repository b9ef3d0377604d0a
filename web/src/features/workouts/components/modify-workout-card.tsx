import { useQueryClient } from '@tanstack/react-query';
import { Loader2, RotateCcw, Save, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { WorkoutDetails } from '@shared/schemas/training';
import type { modifyBody, WorkoutView } from '@shared/schemas/weeks';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useTaskWaiter } from '../../../lib/task-status';
import { fieldError } from '../../../lib/validation-messages';
import { refreshWeekCaches } from '../../../lib/training-cache';
import { startModification } from '../api/modify-workout';
import { useSaveModified } from '../api/save-modified';
import { WorkoutSummaryCard } from './workout-summary-card';
import { workoutKey } from '../api/get-workout';
import { useGoBack } from '../../../hooks/use-go-back';

/** Every 2 s, at most 60 reads (about 2 minutes); a failed status read ends the wait with its own text. */
export const MODIFY_WAIT = { every: 2_000, attempts: 60, stopOnError: () => true };

/** A free-text request, polled every 2 s (at most 60 times), then the draft to save or modify again. */
export function ModifyWorkoutCard({ workout }: { workout: WorkoutView }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const client = useQueryClient();
  const save = useSaveModified();
  const form = useForm<z.input<typeof modifyBody>>({
    resolver: lazyZodResolver(() => import('@shared/schemas/weeks').then((m) => m.modifyBody)),
    defaultValues: { prompt: '' },
  });
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<WorkoutDetails | null>(null);
  // The task's own failure; the request's is the form's field error.
  const [taskError, setError] = useState<string | null>(null);
  const error = fieldError(t, form.formState.errors.prompt?.message) ?? taskError;
  const waitForModification = useTaskWaiter('modificationStatus', MODIFY_WAIT);

  const outcomeOf = async (taskId: string): Promise<{ draft: WorkoutDetails } | { error: string }> => {
    const outcome = await waitForModification(taskId);
    if (outcome.state === 'timedOut') return { error: t('workouts.modify.timeout') };
    if (outcome.state === 'failed')
      return {
        error: outcome.data?.status === 'failed' ? t('workouts.modify.failed') : t('workouts.modify.statusFailed'),
      };
    const workout = outcome.data?.workout;
    return workout ? { draft: workout } : { error: t('workouts.modify.parseFailed') };
  };

  const modify = form.handleSubmit(async ({ prompt }) => {
    setError(null);
    setBusy(true);
    try {
      let taskId: string;
      try {
        ({ taskId } = await startModification(workout.id, prompt));
      } catch {
        setError(t('workouts.modify.startFailed'));
        return;
      }
      const outcome = await outcomeOf(taskId);
      if ('draft' in outcome) {
        setDraft(outcome.draft);
        toast({ title: t('workouts.modify.success') });
      } else setError(outcome.error);
    } catch {
      setError(t('workouts.modify.failed'));
    } finally {
      setBusy(false);
    }
  });

  const send = Boolean(workout.day);
  const saveDraft = () => {
    if (!draft) return;
    save.mutate(
      { id: workout.id, workoutDetails: draft, send },
      {
        onSuccess: async (res) => {
          toast(
            res.sentToGarmin
              ? { title: t('workouts.modify.savedAndSent') }
              : { title: t('workouts.modify.saved'), description: send ? res.reason : undefined },
          );
          setDraft(null);
          await refreshWeekCaches(client);
          await client.invalidateQueries({ queryKey: workoutKey(workout.id) });
          // Back where the athlete opened the workout from (the board, a past week), not always the dashboard.
          goBack();
        },
        onError: () => toast({ variant: 'destructive', title: t('workouts.modify.saveFailed') }),
      },
    );
  };

  if (draft) {
    return (
      <div className="space-y-3 md:col-span-2" data-testid="modified-workout">
        <p className="text-sm font-semibold text-accent">{t('workouts.modify.draftTitle')}</p>
        <WorkoutSummaryCard details={draft} testId="modified-summary" />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={saveDraft} disabled={save.isPending} data-testid="save-modified">
            {save.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Save className="h-4 w-4" aria-hidden="true" />
            )}
            {send ? t('workouts.modify.saveAndSend') : t('workouts.modify.save')}
          </Button>
          <Button variant="outline" onClick={() => setDraft(null)} data-testid="modify-again">
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('workouts.modify.again')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card className="p-5" data-testid="modify-workout">
      <h3 className="flex items-center gap-2 font-semibold">
        <Wand2 className="h-5 w-5 text-primary" aria-hidden="true" />
        {t('workouts.modify.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('workouts.modify.description')}</p>
      <Textarea
        className="mt-4"
        rows={3}
        maxLength={2000}
        {...form.register('prompt')}
        placeholder={t('workouts.modify.placeholder')}
        aria-label={t('workouts.modify.title')}
        aria-invalid={Boolean(error)}
        disabled={busy}
        data-testid="modify-prompt"
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      <Button className="mt-3 w-full sm:w-auto" onClick={modify} disabled={busy} data-testid="modify">
        {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {busy ? t('workouts.modify.running') : t('workouts.modify.button')}
      </Button>
    </Card>
  );
}
