import * as z from 'zod';
import { thresholdValuesSchema, type ThresholdName, type ThresholdValues } from '@shared/schemas/thresholds';
import { parseField, THRESHOLD_NAMES } from './threshold-fields';

export const BELOW_MAX_HR = 'Threshold heart rate must be below max heart rate';
export type ThresholdTexts = Record<ThresholdName, string>;

/** One typed field read as the API reads it: empty is null, then the API's own whole-number limits. */
const field = (name: ThresholdName) =>
  z
    .string()
    .transform((text) => parseField(name, text))
    .pipe(thresholdValuesSchema.shape[name]);

/** The thresholds form: each text within the API's limits, and threshold HR below max HR when both are known. */
export const thresholdForm: z.ZodType<ThresholdValues, ThresholdTexts> = z
  .object(
    Object.fromEntries(THRESHOLD_NAMES.map((name) => [name, field(name)])) as Record<
      ThresholdName,
      ReturnType<typeof field>
    >,
  )
  .refine((values) => !(values.maxHr && values.thresholdHr && values.thresholdHr >= values.maxHr), {
    path: ['thresholdHr'],
    message: BELOW_MAX_HR,
    // Also said beside another field's range error, as long as both heart rates themselves are readable.
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'maxHr' || issue.path?.[0] === 'thresholdHr'),
  });
