import type { Language } from '@shared/schemas/common';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import type { AnyStep, WorkoutDetails, WorkoutSport, WorkoutStep } from '@shared/schemas/training';
import { displayName, distance, duration, stepTarget } from '@shared/weeks/workout-display';
import { absoluteTarget } from '@shared/training/zones';

const TEXT = {
  en: {
    sports: { SWIMMING: 'Swim', CYCLING: 'Bike', RUNNING: 'Run', STRENGTH_TRAINING: 'Strength' },
    steps: 'Steps',
    times: 'times',
    done: 'Done',
    hrZone: 'HR zone',
  },
  pl: {
    sports: { SWIMMING: 'Pływanie', CYCLING: 'Rower', RUNNING: 'Bieg', STRENGTH_TRAINING: 'Siła' },
    steps: 'Kroki',
    times: 'razy',
    done: 'Zrobione',
    hrZone: 'strefa tętna',
  },
} as const satisfies Record<
  Language,
  { sports: Record<WorkoutSport, string>; steps: string; times: string; done: string; hrZone: string }
>;

/** The target as the workout screen shows it: the zone, and the athlete's bpm and watts when thresholds are known. */
function targetText(
  step: WorkoutStep,
  sport: WorkoutSport,
  lang: Language,
  thresholds: ThresholdValues | null,
): string {
  const target = stepTarget(step, sport);
  if (target.kind === 'open') return '';
  const own = thresholds ? absoluteTarget(step, sport, thresholds) : null;
  const parts =
    target.kind === 'hr'
      ? [`${TEXT[lang].hrZone} ${target.zone}`]
      : target.kind === 'power'
        ? [`${target.low}–${target.high} % FTP`]
        : [`${target.low}–${target.high} ${target.unit}`];
  if (own?.bpm) parts.push(`${own.bpm.low}–${own.bpm.high} bpm`);
  if (own?.watts) parts.push(`${own.watts.low}–${own.watts.high} W`);
  return parts.join(', ');
}

/** The step's length and target with the app's display rules (shared/weeks/workout-display), as one line. */
function stepLine(step: WorkoutStep, sport: WorkoutSport, lang: Language, thresholds: ThresholdValues | null): string {
  const far = distance(step.durationValue, sport);
  const value = lang === 'pl' ? far.value.replace('.', ',') : far.value;
  const length = step.durationType === 'TIME' ? duration(step.durationValue) : `${value} ${far.unit}`;
  return [length, step.description, targetText(step, sport, lang, thresholds)].filter(Boolean).join(' · ');
}

function stepLines(
  steps: readonly AnyStep[],
  sport: WorkoutSport,
  lang: Language,
  thresholds: ThresholdValues | null,
  indent = '',
): string[] {
  return steps.flatMap((step, i) => {
    const number = `${indent}${i + 1}.`;
    if (step.type === 'WorkoutRepeatStep')
      return [
        `${number} ${step.repeatValue} ${TEXT[lang].times}:`,
        ...stepLines(step.steps, sport, lang, thresholds, `${indent}   `),
      ];
    return [`${number} ${stepLine(step, sport, lang, thresholds)}`];
  });
}

/** 'Run · Tempo intervals (1h 10m)', with a tick when it was done; the length in whole minutes, as a calendar reads it. */
export function eventTitle(details: WorkoutDetails, completed: boolean, lang: Language): string {
  const length = duration(Math.max(60, Math.round(details.estimatedDurationInSecs / 60) * 60));
  return `${completed ? '✓ ' : ''}${TEXT[lang].sports[details.sport]} · ${displayName(details.workoutName)} (${length})`;
}

/** The workout's description, then its steps as a numbered list (repeats indented under 'n times'). */
export function eventDescription(
  details: WorkoutDetails,
  completed: boolean,
  lang: Language,
  thresholds: ThresholdValues | null = null,
): string {
  return [
    ...(completed ? [TEXT[lang].done] : []),
    details.description,
    '',
    `${TEXT[lang].steps}:`,
    ...stepLines(details.steps, details.sport, lang, thresholds),
  ]
    .join('\n')
    .trim();
}
