import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, CircleDashed, Loader2, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus, errorText } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { taskStatusKey, useTaskStatus } from '../../../lib/task-status';
import { PLANS_KEY, usePlans } from '../api/get-plans';
import {
  clearGeneration,
  readGeneration,
  restartGenerationClock,
  saveGeneration,
  type GenerationInProgress,
} from '../lib/generation-storage';
import {
  generationPhase,
  GENERATION_POLL_MS,
  GENERATION_TIMEOUT_MS,
  type GenerationPhase,
} from '../lib/generation-phase';
import { USER_KEY } from '../../auth';

interface Props {
  /** Called once the plan is ready (the caller navigates). */
  onDone: () => void;
  /** After a failure: back to the goals wizard. */
  onRetry: () => void;
}

function StepRow({ label, state }: { label: string; state: 'done' | 'active' | 'waiting' }) {
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-xl px-4 py-3',
        state === 'active' ? 'bg-primary/10' : 'bg-surface-2/60',
      )}
    >
      {state === 'done' && <Check className="h-5 w-5 text-accent" aria-hidden="true" />}
      {state === 'active' && <Loader2 className="h-5 w-5 animate-spin text-primary" aria-hidden="true" />}
      {state === 'waiting' && <CircleDashed className="h-5 w-5 text-muted" aria-hidden="true" />}
      <span className={cn('font-semibold', state === 'waiting' && 'text-muted')}>{label}</span>
    </li>
  );
}

/** A status read answered 404: the task is gone and cannot finish (other failed reads count as attempts). */
const isMissingTask = (error: unknown) => errorStatus(error) === 404;
const GENERATION_ATTEMPTS = GENERATION_TIMEOUT_MS / GENERATION_POLL_MS;

/**
 * The plan generation progress view: 'Analyzing requirements' while the task waits, 'Building training plan'
 * while it runs; after 180 s 'Generation timed out' with Try Again. The ids come from (and are cleared from) browser storage.
 */
export function GenerationProgress({ onDone, onRetry }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<GenerationInProgress | null>(() => readGeneration());
  const [mountedAt] = useState(() => Date.now());
  // Another device or a cleared storage: the active plan still being generated names its task.
  const plans = usePlans();
  const pending = stored ? null : plans.data?.find((p) => p.active && p.status === 'generating' && p.generationTaskId);
  const generation: GenerationInProgress | null =
    stored ?? (pending ? { planId: pending.id, sessionId: pending.generationTaskId!, startedAt: mountedAt } : null);
  const sessionId = generation?.sessionId;
  const startedAt = generation?.startedAt ?? 0;
  // The 180 s count from the stored start (a reload resumes it; Try Again restarts it), as status reads every 2 s.
  const attempts = Math.min(
    GENERATION_ATTEMPTS,
    Math.max(0, Math.ceil((GENERATION_TIMEOUT_MS - (mountedAt - startedAt)) / GENERATION_POLL_MS)),
  );
  const task = useTaskStatus('planStatus', sessionId, {
    every: GENERATION_POLL_MS,
    attempts,
    stopOnError: isMissingTask,
  });
  const phase: GenerationPhase =
    task.state === 'timedOut'
      ? 'timedOut'
      : task.state === 'failed'
        ? 'failed'
        : generationPhase(task.data?.status ?? 'pending');
  const error =
    task.state !== 'failed' ? null : task.data?.status === 'failed' ? (task.data.error ?? null) : errorText(task.error);

  // Keep following this task even once the plan list no longer shows it as generating.
  if (!stored && generation && task.data) setStored(generation);

  useEffect(() => {
    if (phase !== 'done' && phase !== 'failed') return;
    clearGeneration();
    if (phase === 'done') void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
  }, [phase, queryClient]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(onDone, 900);
    return () => window.clearTimeout(timer);
  }, [phase, onDone]);

  const tryAgainAfterTimeout = () => {
    if (!stored && generation) saveGeneration(generation);
    restartGenerationClock();
    setStored(readGeneration());
    if (sessionId) void queryClient.resetQueries({ queryKey: taskStatusKey('planStatus', sessionId) });
  };

  if (!generation) {
    if (plans.isPending) return null;
    return (
      <Card className="mx-auto max-w-lg p-6 text-center">
        <p className="mb-4 text-muted">{t('plans.generation.noneInProgress')}</p>
        <Button onClick={onDone}>{t('plans.generation.toDashboard')}</Button>
      </Card>
    );
  }

  const stepState = (step: 'analyzing' | 'building'): 'done' | 'active' | 'waiting' => {
    if (phase === 'done') return 'done';
    if (step === 'analyzing') return phase === 'analyzing' ? 'active' : 'done';
    return phase === 'building' ? 'active' : 'waiting';
  };

  return (
    <Card className="mx-auto max-w-lg overflow-hidden" aria-live="polite">
      <div className="bg-gradient-to-br from-navy-900 via-navy-800 to-aqua-700 px-6 py-8 text-white">
        <Sparkles className="mb-3 h-8 w-8 text-ember-400" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">
          {phase === 'done' ? t('plans.generation.done') : t('plans.generation.title')}
        </h1>
        <p className="mt-1 text-sm text-white/80">{t('plans.generation.subtitle')}</p>
      </div>
      <div className="space-y-4 p-6">
        {phase === 'timedOut' ? (
          <div role="alert" className="space-y-4 text-center">
            <AlertTriangle className="mx-auto h-10 w-10 text-warn" aria-hidden="true" />
            <div>
              <p className="text-lg font-bold">{t('plans.generation.timedOutTitle')}</p>
              <p className="text-muted">{t('plans.generation.timedOutDescription')}</p>
            </div>
            <Button onClick={tryAgainAfterTimeout}>{t('plans.generation.tryAgain')}</Button>
          </div>
        ) : phase === 'failed' ? (
          <div role="alert" className="space-y-4 text-center">
            <AlertTriangle className="mx-auto h-10 w-10 text-danger" aria-hidden="true" />
            <div>
              <p className="text-lg font-bold">{t('plans.generation.failedTitle')}</p>
              <p className="text-muted">{error ?? t('plans.generation.failedDescription')}</p>
            </div>
            <Button
              onClick={() => {
                clearGeneration();
                onRetry();
              }}
            >
              {t('plans.generation.tryAgain')}
            </Button>
          </div>
        ) : (
          <ol className="space-y-2">
            <StepRow label={t('plans.generation.analyzing')} state={stepState('analyzing')} />
            <StepRow label={t('plans.generation.building')} state={stepState('building')} />
          </ol>
        )}
      </div>
    </Card>
  );
}
