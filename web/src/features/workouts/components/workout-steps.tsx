import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnyStep, WorkoutDetails, WorkoutStep } from '@shared/schemas/training';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import { absoluteTarget } from '@shared/training/zones';
import { distance, duration, stepTarget } from '@shared/weeks/workout-display';
import { cn } from '../../../lib/cn';
import { useThresholds } from '../../thresholds';
import { localDecimal } from '../../../lib/numbers';

const INTENSITY_TONES: Record<string, string> = {
  WARMUP: 'border-l-aqua-400',
  ACTIVE: 'border-l-ember-400',
  INTERVAL: 'border-l-ember-600',
  RECOVERY: 'border-l-lime-400',
  REST: 'border-l-line',
  COOLDOWN: 'border-l-aqua-700',
};

/** The target as a zone and, when the athlete's thresholds are known, their own numbers: 'Z2 · 128–142 bpm'. */
function StepTarget({
  step,
  sport,
  thresholds,
}: {
  step: WorkoutStep;
  sport: string;
  thresholds: ThresholdValues | null;
}) {
  const { t } = useTranslation();
  const target = stepTarget(step, sport);
  if (target.kind === 'open') return null;
  const own = thresholds ? absoluteTarget(step, sport, thresholds) : null;
  const parts: string[] = [];
  if (own?.zone && (own.bpm || own.watts || target.kind !== 'hr'))
    parts.push(t('thresholds.target.zone', { zone: own.zone }));
  else if (target.kind === 'hr') parts.push(t('workouts.steps.hrZone', { zone: target.zone }));
  if (own?.bpm) parts.push(t('thresholds.target.bpm', { low: own.bpm.low, high: own.bpm.high }));
  if (own?.watts) parts.push(t('thresholds.target.watts', { low: own.watts.low, high: own.watts.high }));
  if (target.kind === 'power') parts.push(t('workouts.steps.powerOfFtp', { low: target.low, high: target.high }));
  else if (target.kind !== 'hr') parts.push(`${target.low}–${target.high} ${target.unit}`);
  return <span data-testid="step-target">{parts.join(' · ')}</span>;
}

function StepLine({
  step,
  sport,
  thresholds,
}: {
  step: WorkoutStep;
  sport: string;
  thresholds: ThresholdValues | null;
}) {
  const { t, i18n } = useTranslation();
  const amount =
    step.durationType === 'TIME'
      ? duration(step.durationValue)
      : (() => {
          const d = distance(step.durationValue, sport);
          return `${localDecimal(d.value, i18n.resolvedLanguage)} ${d.unit}`;
        })();
  return (
    <li
      className={cn('rounded-lg border border-line border-l-4 bg-surface px-3 py-2', INTENSITY_TONES[step.intensity])}
      data-testid="workout-step"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t(`workouts.intensity.${step.intensity}`, { defaultValue: step.intensity })}
        </span>
        <span className="text-sm font-semibold tabular-nums">
          {amount}
          <span className="ml-2 font-normal text-muted">
            <StepTarget step={step} sport={sport} thresholds={thresholds} />
          </span>
        </span>
      </div>
      {step.description && <p className="mt-0.5 text-sm">{step.description}</p>}
    </li>
  );
}

/** The steps, repeats nested, with the display rules (HR zones with the athlete's bpm and watts, km/h, min/km or min/100m, m or km). */
export function WorkoutSteps({ details }: { details: Pick<WorkoutDetails, 'steps' | 'sport'> }) {
  const { t } = useTranslation();
  // Without thresholds (not set, or not loaded) the steps show zones only.
  const thresholds = useThresholds().data ?? null;
  const render = (step: AnyStep, i: number) =>
    step.type === 'WorkoutRepeatStep' ? (
      <li
        key={i}
        className="rounded-xl border border-dashed border-primary/40 bg-ember-500/5 p-2"
        data-testid="repeat-step"
      >
        <p className="mb-2 flex items-center gap-1.5 px-1 text-xs font-bold uppercase tracking-wide text-primary">
          <Repeat className="h-3.5 w-3.5" aria-hidden="true" />
          {t('workouts.steps.repeat', { count: step.repeatValue })}
        </p>
        <ol className="space-y-2">
          {step.steps.map((s, j) => (
            <StepLine key={j} step={s} sport={details.sport} thresholds={thresholds} />
          ))}
        </ol>
      </li>
    ) : (
      <StepLine key={i} step={step} sport={details.sport} thresholds={thresholds} />
    );
  return <ol className="space-y-2">{details.steps.map(render)}</ol>;
}
