import type { Language } from '../../../shared/schemas/common';
import type { AnyStep, Sport, WorkoutDetails, WorkoutStep } from '../../../shared/schemas/training';

const TEXT = {
  en: { sports: { SWIMMING: 'Swim', CYCLING: 'Bike', RUNNING: 'Run' }, steps: 'Steps', times: 'times', done: 'Done' },
  pl: { sports: { SWIMMING: 'Pływanie', CYCLING: 'Rower', RUNNING: 'Bieg' }, steps: 'Kroki', times: 'razy', done: 'Zrobione' },
} as const satisfies Record<Language, { sports: Record<Sport, string>; steps: string; times: string; done: string }>;

/** 45 min, 1h 10min; whole minutes. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours}h${minutes % 60 ? ` ${minutes % 60}min` : ''}` : `${minutes} min`;
}

function stepLength(step: WorkoutStep): string {
  if (step.durationType === 'TIME') return formatDuration(step.durationValue);
  return step.durationValue >= 1000 ? `${(step.durationValue / 1000).toFixed(step.durationValue % 1000 ? 1 : 0)} km` : `${Math.round(step.durationValue)} m`;
}

function stepLines(steps: readonly AnyStep[], lang: Language, indent = ''): string[] {
  return steps.flatMap((step, i) => {
    const number = `${indent}${i + 1}.`;
    if (step.type === 'WorkoutRepeatStep') return [`${number} ${step.repeatValue} ${TEXT[lang].times}:`, ...stepLines(step.steps, lang, `${indent}   `)];
    return [`${number} ${stepLength(step)}: ${step.description}`];
  });
}

/** 'Run · Tempo intervals (1h 10min)', with a tick when it was done. */
export function eventTitle(details: WorkoutDetails, completed: boolean, lang: Language): string {
  return `${completed ? '✓ ' : ''}${TEXT[lang].sports[details.sport]} · ${details.workoutName} (${formatDuration(details.estimatedDurationInSecs)})`;
}

/** The workout's description, then its steps as a numbered list (repeats indented under 'n times'). */
export function eventDescription(details: WorkoutDetails, completed: boolean, lang: Language): string {
  return [...(completed ? [TEXT[lang].done] : []), details.description, '', `${TEXT[lang].steps}:`, ...stepLines(details.steps, lang)].join('\n').trim();
}
