import * as z from 'zod';
import { blackoutSchema, type Blackout } from '@shared/schemas/availability';

/** The blackout range as typed: dates from the pickers ('' until picked) and a free note. */
export interface BlackoutDraft {
  from: string;
  to: string;
  note: string;
}

/**
 * One range as the API takes it, read once the first day is picked: no last day means one day, a blank note is left
 * out; then the API's own checks.
 */
export const blackoutForm: z.ZodType<Blackout, BlackoutDraft> = z
  .object({ from: z.string().min(1, 'Date must be in YYYY-MM-DD format'), to: z.string(), note: z.string() })
  .transform(({ from, to, note }) => ({
    from,
    to: to || from,
    ...(note.trim() ? { note: note.trim() } : {}),
  }))
  .pipe(blackoutSchema);
