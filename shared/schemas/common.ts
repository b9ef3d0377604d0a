import * as z from 'zod';
import { isIsoDay } from '../calendar/days';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters long')
  .max(200, 'Password must be at most 200 characters long');

export const isoDateSchema = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD format')
  .refine(isIsoDay, 'Date is not a real calendar day');

/** Ids are random UUIDs; anything else cannot exist, so it is a 404-shaped miss, not a 400. */
export const idSchema = z.string().min(1).max(100);

export const idParams = z.object({ id: idSchema });

export const languageSchema = z.enum(['en', 'pl']);
export type Language = z.infer<typeof languageSchema>;

export const themeSchema = z.enum(['light', 'dark', 'system']);
export type Theme = z.infer<typeof themeSchema>;

export const emptyBody = z.object({}).strict().optional();

/** What every status endpoint of an AI task answers (the polling contract), before the fields each adds. */
export interface TaskStatusView {
  completed: boolean;
  status: 'pending' | 'running' | 'completed' | 'failed';
  error?: string;
}
