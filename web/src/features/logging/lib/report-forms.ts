import * as z from 'zod';
import { logActivityBody, reportWorkoutBody } from '@shared/schemas/activities';

/** A number typed in a text field ('' is none; a decimal comma is a point, as Polish keyboards type it). */
const numberOrUndefined = (text: string): number | undefined => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
};
const numberOrNull = (text: string): number | null => numberOrUndefined(text) ?? null;
const noteOf = (text: string) => (text.trim() === '' ? undefined : text);

/** "Done, but different": the form's text fields, checked by the route's own schema (its messages, its paths). */
export const changedForm = z
  .object({
    durationMinutes: z.string(),
    distanceKm: z.string(),
    averageHeartRate: z.string(),
    rpe: z.string(),
    feel: z.string(),
    note: z.string(),
  })
  .transform((v): unknown => ({
    status: 'changed',
    durationMinutes: numberOrUndefined(v.durationMinutes),
    distanceKm: numberOrNull(v.distanceKm),
    averageHeartRate: numberOrNull(v.averageHeartRate),
    rpe: numberOrNull(v.rpe),
    feel: v.feel === '' ? null : v.feel,
    note: noteOf(v.note),
  }))
  .pipe(reportWorkoutBody);
export type ChangedFormValues = z.input<typeof changedForm>;

/** "Skipped": a reason from the list and an optional note. */
export const skippedForm = z
  .object({ reason: z.string(), note: z.string() })
  .transform((v): unknown => ({
    status: 'skipped',
    reason: v.reason === '' ? undefined : v.reason,
    note: noteOf(v.note),
  }))
  .pipe(reportWorkoutBody);
export type SkippedFormValues = z.input<typeof skippedForm>;

/** "Log an activity" (not planned). */
export const logActivityForm = z
  .object({
    sport: z.string(),
    date: z.string(),
    startTime: z.string(),
    durationMinutes: z.string(),
    distanceKm: z.string(),
    averageHeartRate: z.string(),
    rpe: z.string(),
    note: z.string(),
  })
  .transform((v): unknown => ({
    sport: v.sport === '' ? undefined : v.sport,
    date: v.date,
    startTime: v.startTime === '' ? null : v.startTime,
    durationMinutes: numberOrUndefined(v.durationMinutes),
    distanceKm: numberOrNull(v.distanceKm),
    averageHeartRate: numberOrNull(v.averageHeartRate),
    rpe: numberOrNull(v.rpe),
    note: noteOf(v.note),
  }))
  .pipe(logActivityBody);
export type LogActivityFormValues = z.input<typeof logActivityForm>;
