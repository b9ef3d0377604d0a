import type { SportKey } from '@shared/schemas/progress';

/**
 * Series colours as Tailwind classes, one shade for light and one for dark, each at least 3:1 against its
 * background (WCAG 1.4.11 for graphics). `text-*` drives `currentColor` for strokes, fills and legend swatches.
 */
export const SPORT_COLOR: Record<SportKey, string> = {
  swim: 'text-aqua-700 dark:text-aqua-400',
  bike: 'text-ember-600 dark:text-ember-400',
  run: 'text-violet-600 dark:text-violet-400',
};

export const LOAD_COLOR = {
  fitness: 'text-blue-600 dark:text-blue-400',
  fatigue: 'text-rose-600 dark:text-rose-400',
  form: 'text-amber-600 dark:text-amber-400',
  load: 'text-slate-400 dark:text-slate-500',
} as const;

export const SPORTS: readonly SportKey[] = ['swim', 'bike', 'run'];
