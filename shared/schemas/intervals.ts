import * as z from 'zod';

/** The athlete's intervals.icu id (i12345, or the digits alone) and personal API key (Settings > Developer settings). */
export const intervalsConnectBody = z
  .object({
    athleteId: z
      .string({ error: 'Enter your intervals.icu athlete id' })
      .trim()
      .regex(/^i?\d{1,12}$/, {
        error: 'The athlete id looks like i12345 (intervals.icu > Settings > Developer settings)',
      }),
    apiKey: z
      .string({ error: 'Enter your intervals.icu API key' })
      .trim()
      .min(8, { error: 'The API key is too short: copy the whole key' })
      .max(200, { error: 'The API key is too long' })
      .regex(/^[A-Za-z0-9_\-.~]+$/, { error: 'The API key has characters intervals.icu keys do not have' }),
  })
  .strict();

export interface IntervalsStatusView {
  connected: boolean;
  athleteId: string | null;
  connectedAt: string | null;
  /** When activities were last read from intervals.icu. */
  lastSyncAt: string | null;
  /** Planned workouts of this week and next on the intervals.icu calendar. */
  plannedOnCalendar: number;
  /** Why syncing stopped or waits (key refused, intervals.icu busy); null when all is well. */
  problem: string | null;
  /** The local stack's fake intervals.icu calendar page; null in the cloud. */
  calendarUrl: string | null;
}
