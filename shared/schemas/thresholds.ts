import * as z from 'zod';
import { THRESHOLD_LIMITS } from './threshold-names';

/**
 * The athlete's thresholds: what turns a zone into their own numbers. Every value is optional (null = unknown);
 * paces are seconds (per km for the run, per 100 m for the swim), power is watts.
 */
const whole = (label: string, { min, max }: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max} ${unit}`)
    .max(max, `${label} must be between ${min} and ${max} ${unit}`);

export const thresholdSourceSchema = z.enum(['manual', 'estimated', 'test']);
export type ThresholdSource = z.infer<typeof thresholdSourceSchema>;

export const thresholdValuesSchema = z
  .object({
    maxHr: whole('Max heart rate', THRESHOLD_LIMITS.maxHr, 'bpm').nullable(),
    thresholdHr: whole('Threshold heart rate', THRESHOLD_LIMITS.thresholdHr, 'bpm').nullable(),
    runThresholdPace: whole('Run threshold pace', THRESHOLD_LIMITS.runThresholdPace, 'seconds per km').nullable(),
    swimCss: whole('Swim critical speed', THRESHOLD_LIMITS.swimCss, 'seconds per 100 m').nullable(),
    ftp: whole('FTP', THRESHOLD_LIMITS.ftp, 'W').nullable(),
  })
  .strict();
export type ThresholdValues = z.infer<typeof thresholdValuesSchema>;
export type ThresholdName = keyof ThresholdValues;
export { THRESHOLD_NAMES, THRESHOLD_LIMITS, emptyThresholds } from './threshold-names';

/** What the API answers: every value with where it came from and when it was set. */
export interface ThresholdsView extends ThresholdValues {
  sources: Partial<Record<ThresholdName, ThresholdSource>>;
  updatedAt: string | null;
}
