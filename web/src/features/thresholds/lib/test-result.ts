import type { SaveThresholdsBody, ThresholdTest } from '@shared/schemas/threshold-api';
import type { ThresholdName } from '@shared/schemas/thresholds';
import { cssFromTrials, ftpFromTwentyMinutes } from '@shared/training/threshold-tests';

export type ResultField = 'lastTwentyHr' | 'runPace' | 'twentyPower' | 'time400' | 'time200';
/** What the athlete typed for a test, per field ('' = nothing yet). */
export type ResultTexts = Record<ResultField, string>;

/** What each test's result is typed in as. */
export const RESULT_FIELDS: Record<
  ThresholdTest,
  Array<{ key: ResultField; kind: 'bpm' | 'pace' | 'watts' | 'time' }>
> = {
  run30: [
    { key: 'lastTwentyHr', kind: 'bpm' },
    { key: 'runPace', kind: 'pace' },
  ],
  bike20: [{ key: 'twentyPower', kind: 'watts' }],
  swimCss: [
    { key: 'time400', kind: 'time' },
    { key: 'time200', kind: 'time' },
  ],
};

export const emptyResultTexts = (): ResultTexts => ({
  lastTwentyHr: '',
  runPace: '',
  twentyPower: '',
  time400: '',
  time200: '',
});

/** The thresholds a result can give, in the order a message names the first one out of range. */
export const RESULT_THRESHOLDS: readonly ThresholdName[] = ['thresholdHr', 'runThresholdPace', 'swimCss', 'ftp'];

const seconds = (text: string) => {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The thresholds a test's numbers give (Friel, Coggan, CSS), or null when they cannot be read. */
export function resultOf(test: ThresholdTest, values: Partial<ResultTexts>): SaveThresholdsBody | null {
  if (test === 'run30') {
    const hr = whole(values.lastTwentyHr ?? '');
    const pace = seconds(values.runPace ?? '');
    if (hr === null && pace === null) return null;
    return {
      ...(hr !== null ? { thresholdHr: hr } : {}),
      ...(pace !== null ? { runThresholdPace: pace } : {}),
      sources: {
        ...(hr !== null ? { thresholdHr: 'test' } : {}),
        ...(pace !== null ? { runThresholdPace: 'test' } : {}),
      },
    };
  }
  if (test === 'bike20') {
    const watts = whole(values.twentyPower ?? '');
    return watts === null ? null : { ftp: ftpFromTwentyMinutes(watts), sources: { ftp: 'test' } };
  }
  const t400 = seconds(values.time400 ?? '');
  const t200 = seconds(values.time200 ?? '');
  const css = t400 !== null && t200 !== null ? cssFromTrials(t400, t200) : null;
  return css === null ? null : { swimCss: css, sources: { swimCss: 'test' } };
}
