import * as z from 'zod';
import { thresholdValuesSchema, type ThresholdName, type ThresholdValues } from '@shared/schemas/thresholds';
import { BELOW_MAX_HR, parseField, THRESHOLD_NAMES, type ThresholdTexts } from './threshold-fields';

export { BELOW_MAX_HR, type ThresholdTexts };

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
