/** The 'load check' of a week: each safety limit with the week's figure and the limit it is held to. */
import * as z from 'zod';
import type { LoadCheck, LoadCheckKey } from '../training/safety/load-check';
import { idSchema, isoDateSchema } from './common';

/** GET /api/weeks/{weekId}/load-check?workout=&day=: the week as it would be with that workout moved to that day. */
export const loadCheckQuery = z
  .object({ workout: idSchema.optional(), day: isoDateSchema.optional() })
  .refine((q) => (q.workout === undefined) === (q.day === undefined), 'Send workout and day together, or neither');
export type LoadCheckQuery = z.output<typeof loadCheckQuery>;

export interface LoadCheckView {
  weekId: string;
  firstDay: string;
  /** Days before this one count what was recorded; this day and later count what is planned. */
  plannedFrom: string;
  checks: LoadCheck;
  /** With a move asked for: the limits it would break (or push further over); otherwise absent. */
  broken?: LoadCheckKey[];
}
