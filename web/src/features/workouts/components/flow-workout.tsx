import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Loader2, RefreshCw, Send, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport, WorkoutDetails } from '@shared/schemas/training';
import { FLOW_DEFAULT_PROMPT } from '@shared/schemas/weeks';
import { localDay } from '@shared/calendar/days';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useTaskWaiter } from '../../../lib/task-status';
import { useActiveWeek } from '../../weeks';
import { SportIcon } from '../../../components/sport-icon';
import { longWeekday } from '../../../lib/weekday-labels';
import { refreshWeekCaches } from '../../../lib/training-cache';
import { generateWorkout } from '../api/generate-workout';
import { saveGenerated } from '../api/save-generated';
import { sendWorkoutToWatch } from '../../watch';
import { WorkoutSummaryCard } from './workout-summary-card';

/** Every 1 s, at most 30 reads; a failed status read counts as one, a 'failed' status ends the wait at once. */
export const FLOW_WAIT = { every: 1_000, attempts: 30 };
const SPORTS: Sport[] = ['SWIMMING', 'CYCLING', 'RUNNING'];

/** /modal/flow-workout ('Generate Workout'): discipline, optional prompt, the result, send to the watch. */
export default function FlowWorkout() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const week = useActiveWeek();
  const [sport, setSport] = useState<Sport | null>(null);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ details: WorkoutDetails; taskId: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const waitForWorkout = useTaskWaiter('generationStatus', FLOW_WAIT);

  if (week.isPending) return <Spinner className="flex justify-center py-16 text-muted" />;
  const activeWeek = week.data;
  if (!activeWeek)
    return (
      <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
        {t('workouts.flow.noWeek')}
      </p>
    );

  const generate = async () => {
    if (!sport) return;
    setBusy(true);
    setDone(false);
    try {
      let sessionId: string;
      try {
        ({ sessionId } = await generateWorkout({
          sportType: sport,
          trainingPlanId: activeWeek.trainingPlanId,
          weekId: activeWeek.id,
          dayOfWeek: longWeekday(localDay(new Date())),
          prompt: prompt.trim() || FLOW_DEFAULT_PROMPT,
        }));
      } catch (error) {
        throw new Error('Failed to start workout generation', { cause: error });
      }
      const outcome = await waitForWorkout(sessionId);
      if (outcome.state === 'timedOut') throw new Error('Timeout reached');
      const details = outcome.state === 'completed' ? outcome.data?.workout : null;
      if (!details || !outcome.data) throw new Error('Workout generation failed');
      setResult({ details, taskId: outcome.data.taskId });
    } catch (error) {
      console.error(error);
      toast({ variant: 'destructive', title: t('workouts.flow.failed') });
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (!result) return;
    setSending(true);
    try {
      let workoutId: string;
      try {
        ({
          workout: { id: workoutId },
        } = await saveGenerated({ workoutDetails: result.details, weekId: activeWeek.id, aiTaskId: result.taskId }));
      } catch {
        toast({ variant: 'destructive', title: t('workouts.flow.saveFailed') });
        return;
      }
      await refreshWeekCaches(client);
      try {
        await sendWorkoutToWatch({ workoutId, scheduleDate: localDay(new Date()) });
        setDone(true);
        toast({ title: t('workouts.flow.sentToast') });
      } catch {
        toast({
          variant: 'destructive',
          title: t('workouts.flow.sendFailed'),
          description: t('workouts.flow.savedAnyway'),
        });
      }
    } finally {
      setSending(false);
    }
  };

  if (result) {
    return (
      <div className="space-y-4" data-testid="flow-result">
        <WorkoutSummaryCard details={result.details} testId="flow-workout-summary" />
        {done && (
          <p
            className="flex items-center gap-2 rounded-xl bg-lime-400/15 p-3 text-sm font-semibold text-green-800 dark:text-lime-400"
            data-testid="flow-done"
          >
            <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
            {t('workouts.flow.done')}
          </p>
        )}
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" onClick={() => setResult(null)} data-testid="flow-back">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('workouts.flow.back')}
          </Button>
          <Button variant="outline" onClick={generate} disabled={busy} data-testid="flow-regenerate">
            <RefreshCw className={cn('h-4 w-4', busy && 'animate-spin')} aria-hidden="true" />
            {t('workouts.flow.regenerate')}
          </Button>
          <Button className="col-span-2" onClick={send} disabled={sending || busy} data-testid="flow-send">
            {sending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="h-4 w-4" aria-hidden="true" />
            )}
            {t('workouts.flow.send')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card className="space-y-5 p-5 sm:p-6" data-testid="flow-form">
      <div>
        <p className="mb-2 text-sm font-semibold">{t('workouts.flow.discipline')}</p>
        <div role="radiogroup" aria-label={t('workouts.flow.discipline')} className="grid grid-cols-3 gap-2">
          {SPORTS.map((s) => (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={sport === s}
              onClick={() => setSport(s)}
              data-testid={`discipline-${s}`}
              className={cn(
                'flex flex-col items-center gap-2 rounded-xl border p-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-ring',
                sport === s ? 'border-primary bg-ember-500/10 ring-1 ring-primary' : 'border-line hover:bg-surface-2',
              )}
            >
              <SportIcon sport={s} />
              {t(`workouts.flow.sports.${s}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="flow-prompt">{t('workouts.flow.promptLabel')}</Label>
        <Textarea
          id="flow-prompt"
          rows={3}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder={t('workouts.flow.placeholder')}
          data-testid="flow-prompt"
        />
      </div>
      <Button size="lg" className="w-full" onClick={generate} disabled={!sport || busy} data-testid="flow-generate">
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles className="h-4 w-4" aria-hidden="true" />
        )}
        {busy ? t('workouts.flow.generating') : t('workouts.flow.generate')}
      </Button>
    </Card>
  );
}
