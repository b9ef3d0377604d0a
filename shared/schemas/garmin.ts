import * as z from 'zod';
import { idSchema, isoDateSchema } from './common';

export const connectQuery = z.object({ from: z.enum(['onboarding', 'settings']).optional() });

/** Garmin's redirect (OAuth 2.0), or the seed's OAuth 1.0a form, which answers the same failure redirect. */
export const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  oauth_token: z.string().max(2000).optional(),
  oauth_verifier: z.string().max(2000).optional(),
});

export const sendWorkoutBody = z.object({ workoutId: idSchema, scheduleDate: isoDateSchema }).strict();

export const pushParams = z.object({ token: z.string().min(1).max(200) });

export interface GarminStatusView {
  connected: boolean;
  connectedAt: string | null;
  lastActivityAt: string | null;
  permissions: string[];
  missingWorkoutImport: boolean;
  /** The local stack's fake Garmin calendar page; null in the cloud. */
  watchCalendarUrl: string | null;
}

export interface SendWorkoutView {
  garminWorkoutId: string;
  syncStatus: 'sent';
}
