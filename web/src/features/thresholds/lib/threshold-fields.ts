import { THRESHOLD_LIMITS, THRESHOLD_NAMES } from '@shared/schemas/threshold-names';
import type { ThresholdName } from '@shared/schemas/thresholds';

/** How each threshold is typed in: whole numbers, or paces as m:ss. */
export const PACE_FIELDS: readonly ThresholdName[] = ['runThresholdPace', 'swimCss'];
export { THRESHOLD_NAMES };

/** The typed texts, one per threshold (what the form holds before the schema reads them). */
export type ThresholdTexts = Record<ThresholdName, string>;

/**
 * The schema's message for threshold HR at or above max HR. Here, not beside the schema, so the form can recognise it
 * without importing the schema module (zod and the API's schemas load with the first validation).
 */
export const BELOW_MAX_HR = 'Threshold heart rate must be below max heart rate';

/** The limits the API enforces: the shared schema is built from the same table, so the form and the server agree. */
export function limitsOf(name: ThresholdName): { min: number; max: number } {
  return THRESHOLD_LIMITS[name];
}

/** Seconds as m:ss. */
export function formatPace(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A typed value as the number the API takes: null for empty, NaN for something unreadable. */
export function parseField(name: ThresholdName, text: string): number | null {
  const value = text.trim();
  if (!value) return null;
  if (PACE_FIELDS.includes(name)) {
    const match = /^(\d{1,2}):([0-5]\d)$/.exec(value);
    return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  }
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

export const formatField = (name: ThresholdName, value: number | null): string =>
  value === null ? '' : PACE_FIELDS.includes(name) ? formatPace(value) : String(value);
