import type { ThresholdName, ThresholdsView } from './thresholds';

// Apart from thresholds.ts, which builds its zod schemas when imported: the server's services need only these.
export const THRESHOLD_NAMES = [
  'maxHr',
  'thresholdHr',
  'runThresholdPace',
  'swimCss',
  'ftp',
] as const satisfies readonly ThresholdName[];

/** The range the API accepts for each value (paces in seconds; thresholds.ts builds its schema from it): the web form checks them without loading zod. */
export const THRESHOLD_LIMITS = {
  maxHr: { min: 120, max: 230 },
  thresholdHr: { min: 90, max: 220 },
  runThresholdPace: { min: 150, max: 600 },
  swimCss: { min: 50, max: 240 },
  ftp: { min: 50, max: 600 },
} as const;

/** The field tests an athlete can schedule to measure a threshold. */
export const THRESHOLD_TESTS = ['run30', 'bike20', 'swimCss'] as const;

export const emptyThresholds = (): ThresholdsView => ({
  maxHr: null,
  thresholdHr: null,
  runThresholdPace: null,
  swimCss: null,
  ftp: null,
  sources: {},
  updatedAt: null,
});
