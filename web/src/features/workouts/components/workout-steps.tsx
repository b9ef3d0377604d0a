import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnyStep, WorkoutDetails, WorkoutStep } from '../../../../../shared/schemas/training';
import { distance, duration, stepTarget } from '../../../../../shared/weeks/workout-display';
import { cn } from '../../../lib/cn';

const INTENSITY_TONES: Record<string, string> = {
  WARMUP: 'border-l-aqua-400',
  ACTIVE: 'border-l-ember-400',
  INTERVAL: 'border-l-ember-600',
  RECOVERY: 'border-l-lime-400',
  REST: 'border-l-line',
  COOLDOWN: 'border-l-aqua-700',
};

function StepTarget({ step, sport }: { step: WorkoutStep; sport: string }) {
  const { t } = useTranslation();
  const target = stepTarget(step, sport);
  if (target.kind === 'open') return null;
  if (target.kind === 'hr') return <span>{t('workouts.steps.hrZone', { zone: target.zone })}</span>;
  return (
    <span>
      {target.low}–{target.high} {target.unit}
    </span>
  );
}

function StepLine({ step, sport }: { step: WorkoutStep; sport: string }) {
  const { t } = useTranslation();
  const amount = step.durationType === 'TIME' ? duration(step.durationValue) : (() => {
    const d = distance(step.durationValue, sport);
    return `${d.value} ${d.unit}`;
  })();
  return (
    <li className={cn('rounded-lg border border-line border-l-4 bg-surface px-3 py-2', INTENSITY_TONES[step.intensity])} data-testid="workout-step">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t(`workouts.intensity.${step.intensity}`, { defaultValue: step.intensity })}</span>
        <span className="text-sm font-semibold tabular-nums">
          {amount}
          <span className="ml-2 font-normal text-muted">
            <StepTarget step={step} sport={sport} />
          </span>
        </span>
      </div>
      {step.description && <p className="mt-0.5 text-sm">{step.description}</p>}
    </li>
  );
}

/** The steps, repeats nested, with the display rules (HR zones, km/h, min/km or min/100m, m or km). */
export function WorkoutSteps({ details }: { details: Pick<WorkoutDetails, 'steps' | 'sport'> }) {
  const { t } = useTranslation();
  const render = (step: AnyStep, i: number) =>
    step.type === 'WorkoutRepeatStep' ? (
      <li key={i} className="rounded-xl border border-dashed border-primary/40 bg-ember-500/5 p-2" data-testid="repeat-step">
        <p className="mb-2 flex items-center gap-1.5 px-1 text-xs font-bold uppercase tracking-wide text-primary">
          <Repeat className="h-3.5 w-3.5" aria-hidden="true" />
          {t('workouts.steps.repeat', { count: step.repeatValue })}
        </p>
        <ol className="space-y-2">{step.steps.map((s, j) => <StepLine key={j} step={s} sport={details.sport} />)}</ol>
      </li>
    ) : (
      <StepLine key={i} step={step} sport={details.sport} />
    );
  return <ol className="space-y-2">{details.steps.map(render)}</ol>;
}
