import * as z from 'zod';
import { isoDateSchema } from './common';
import { THRESHOLD_TESTS } from './threshold-names';
import { THRESHOLD_NAMES, thresholdSourceSchema, thresholdValuesSchema, type ThresholdName } from './thresholds';

const thresholdNameSchema = z.enum(THRESHOLD_NAMES, { error: `Threshold names are ${THRESHOLD_NAMES.join(', ')}` });

/**
 * PUT /api/thresholds: any subset of the values (null clears one) and, optionally, where a sent value came from
 * (an accepted estimate or a test); values sent without a source are 'manual'.
 */
export const saveThresholdsBody = thresholdValuesSchema
  .partial()
  .extend({ sources: z.partialRecord(thresholdNameSchema, thresholdSourceSchema).optional() })
  .strict()
  .refine(
    (body) => THRESHOLD_NAMES.some((name) => body[name] !== undefined),
    'Nothing to update: send at least one threshold',
  )
  .refine((body) => Object.keys(body.sources ?? {}).every((name) => body[name as ThresholdName] != null), {
    message: 'A source can only be given for a value sent in the same request',
    path: ['sources'],
  });
export type SaveThresholdsBody = z.infer<typeof saveThresholdsBody>;

/** POST /api/thresholds/estimate: the thresholds to estimate (all when omitted). */
export const estimateThresholdsBody = z
  .object({ names: z.array(thresholdNameSchema).min(1).max(THRESHOLD_NAMES.length).optional() })
  .strict();

/** The activity an estimate rests on; `measured` is what was read from it (bpm, or seconds per km / per 100 m). */
export interface EstimateBasis {
  activityId: string;
  day: string;
  sport: string;
  durationSecs: number;
  distanceMeters: number | null;
  measured: number;
}

/** Why a threshold could not be estimated from the recorded activities. */
export type EstimateMissing =
  'noHeartRate' | 'noMaxHeartRate' | 'noSustainedEffort' | 'noRuns' | 'noSwims' | 'noSwimDistance' | 'noPower';

export interface ThresholdEstimate {
  name: ThresholdName;
  value: number | null;
  basis: EstimateBasis | null;
  missing: EstimateMissing | null;
}

export interface ThresholdEstimatesView {
  estimates: ThresholdEstimate[];
  /** The activities read (the newest, started on or after `since`). */
  activitiesRead: number;
  since: string;
}

/** The short tests the coach can schedule: Friel's 30-min run, Coggan's 20-min ride, the 400 m + 200 m CSS swim. */
export { THRESHOLD_TESTS };
export const thresholdTestSchema = z.enum(THRESHOLD_TESTS, {
  error: `test must be one of ${THRESHOLD_TESTS.join(', ')}`,
});
export type ThresholdTest = z.infer<typeof thresholdTestSchema>;

/** POST /api/thresholds/tests: put a test workout on a day of the active week. */
export const scheduleTestBody = z.object({ test: thresholdTestSchema, day: isoDateSchema }).strict();
