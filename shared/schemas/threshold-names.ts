import type { ThresholdName, ThresholdsView } from './thresholds';

// Apart from thresholds.ts, which builds its zod schemas when imported: the server's services need only these.
export const THRESHOLD_NAMES = ['maxHr', 'thresholdHr', 'runThresholdPace', 'swimCss', 'ftp'] as const satisfies readonly ThresholdName[];

export const emptyThresholds = (): ThresholdsView => ({ maxHr: null, thresholdHr: null, runThresholdPace: null, swimCss: null, ftp: null, sources: {}, updatedAt: null });
