import * as z from 'zod';
import { checkInBody, type CheckInBody } from '@shared/schemas/readiness';
import type { CheckInItem } from '@shared/training/readiness/check-in';

/**
 * The check-in as tapped and typed: a mark per item (none until tapped), the two optional readings as text, named
 * as the API names them so its messages land on their fields.
 */
export type CheckInDraft = Partial<Record<CheckInItem, number>> & {
  sick: boolean;
  restingHr: string;
  hrvRmssd: string;
};

/** An optional reading: empty is null, a decimal comma is read; the API's own schema then checks it. */
const reading = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The day's check-in as the API takes it (PUT /api/readiness/check-in, its date added by the form). */
export const checkInForm: z.ZodType<Omit<CheckInBody, 'date'>, CheckInDraft> = z
  .object({
    sleep: z.number().optional(),
    fatigue: z.number().optional(),
    soreness: z.number().optional(),
    stress: z.number().optional(),
    motivation: z.number().optional(),
    sick: z.boolean(),
    restingHr: z.string(),
    hrvRmssd: z.string(),
  })
  // Typed as the API's input: an untapped item goes on as missing, for the API's schema to say so.
  .transform(({ restingHr, hrvRmssd, ...marks }): Omit<z.input<typeof checkInBody>, 'date'> => ({
    ...(marks as Record<CheckInItem, number>),
    restingHr: reading(restingHr),
    hrvRmssd: reading(hrvRmssd),
  }))
  .pipe(checkInBody.omit({ date: true }));
