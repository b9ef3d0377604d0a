import * as z from 'zod';
import { saveThresholdsBody, type SaveThresholdsBody, type ThresholdTest } from '@shared/schemas/threshold-api';
import { resultOf, type ResultTexts } from './test-result';

/** The form-level message when a test's numbers cannot be read; a threshold out of the API's range is at its name. */
export const UNREADABLE = 'unreadable';

const texts = z.object({
  lastTwentyHr: z.string(),
  runPace: z.string(),
  twentyPower: z.string(),
  time400: z.string(),
  time200: z.string(),
});

/** A test's result form: the typed numbers read into thresholds, then the API's own body schema (its limits). */
export const testResultForm = (test: ThresholdTest): z.ZodType<SaveThresholdsBody, ResultTexts> =>
  texts
    .transform((values, ctx) => {
      const result = resultOf(test, values);
      if (result) return result;
      ctx.addIssue({ code: 'custom', path: ['root'], message: UNREADABLE });
      return z.NEVER;
    })
    .pipe(saveThresholdsBody);
