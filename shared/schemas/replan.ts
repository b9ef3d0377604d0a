import * as z from 'zod';
import type { ReplanReasonCode } from '../training/replan/types';
import { isTimeZone } from '../weeks/local-day';

const changeKeyField = z.string().min(1).max(200);

/**
 * `?tz=Europe/Warsaw`: the athlete's time zone (the browser's), so "today" and "the end of its day" are theirs.
 * Without it today is UTC's and a day is over only once it is over everywhere on earth.
 */
export const replanQuery = z.object({
  tz: z.string().max(64).refine(isTimeZone, { message: 'tz must be an IANA time zone, e.g. Europe/Warsaw' }).optional(),
});

/** The athlete's answer to a re-plan: the changes to make, and those whose original stays (each by its key). */
export const replanDecisionBody = z
  .object({
    accept: z.array(changeKeyField).max(60).default([]),
    keep: z.array(changeKeyField).max(60).default([]),
  })
  .strict()
  .refine((b) => b.accept.length + b.keep.length > 0, { message: 'Name at least one change to accept or keep' })
  .refine((b) => !b.accept.some((key) => b.keep.includes(key)), {
    message: 'A change cannot be both accepted and kept',
  });

export interface ReplanChangeView {
  /** Names the change in the answer (accept / keep). */
  key: string;
  kind: 'move' | 'drop' | 'shorten';
  workoutId: string;
  from: string;
  to: string | null;
  /** A shortened session's new length; null for a move or a drop. */
  minutes: number | null;
  reason: ReplanReasonCode;
  /** The sentence the athlete reads, with its reason, in their language. */
  text: string;
}

export interface ReplanView {
  weekId: string;
  /** Empty: the rest of the week needs no change. */
  changes: ReplanChangeView[];
}

export interface ReplanOutcome {
  moved: number;
  dropped: number;
  shortened: number;
  kept: number;
}
