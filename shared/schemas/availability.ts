import * as z from 'zod';
import { weekdaySchema, type Weekday } from './training';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD format');

/** Longest blackout range (a season's break); longer is almost certainly a typo in the year. */
export const MAX_BLACKOUT_DAYS = 366;
export const MAX_BLACKOUTS = 60;
/** A day holds at most this many minutes of training (two long sessions). */
export const MAX_DAY_MINUTES = 720;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const blackoutSchema = z
  .object({
    from: isoDay,
    to: isoDay,
    note: z.string().trim().max(120, 'A note has at most 120 characters').optional(),
  })
  .strict()
  .refine((b) => b.from <= b.to, { message: 'A blackout ends on or after the day it starts', path: ['to'] })
  .refine((b) => dayCount(b.from, b.to) <= MAX_BLACKOUT_DAYS, {
    message: `A blackout lasts at most ${MAX_BLACKOUT_DAYS} days`,
    path: ['to'],
  });
export type Blackout = z.infer<typeof blackoutSchema>;

const minutes = z
  .number()
  .int('Minutes must be whole')
  .min(0, 'Minutes cannot be negative')
  .max(MAX_DAY_MINUTES, `A day holds at most ${MAX_DAY_MINUTES} minutes`);

/**
 * When the athlete can train: minutes per weekday (a missing weekday has no limit; 0 means no training that day),
 * the weekdays that can hold two sessions, the weekdays with a pool (swims only there; none listed: any day), and
 * blackout date ranges (travel, holidays) with an optional note.
 */
export const availabilitySchema = z
  .object({
    minutesByWeekday: z.partialRecord(weekdaySchema, minutes).default({}),
    twoSessionDays: z.array(weekdaySchema).max(7).default([]),
    poolDays: z.array(weekdaySchema).max(7).default([]),
    blackouts: z.array(blackoutSchema).max(MAX_BLACKOUTS, `At most ${MAX_BLACKOUTS} blackout ranges`).default([]),
  })
  .strict();
export type AvailabilityInput = z.input<typeof availabilitySchema>;

export interface Availability {
  minutesByWeekday: Partial<Record<Weekday, number>>;
  twoSessionDays: Weekday[];
  poolDays: Weekday[];
  blackouts: Blackout[];
}

export interface AvailabilityView extends Availability {
  updatedAt: string | null;
}

export const emptyAvailability = (): Availability => ({
  minutesByWeekday: {},
  twoSessionDays: [],
  poolDays: [],
  blackouts: [],
});
