import * as z from 'zod';

/**
 * The feed's secret path part: a 256-bit token (base64url), optionally ending in `.ics` (API Gateway matches
 * whole path segments only, so the ending is stripped here). Anything else cannot exist, so it is a 404.
 */
export const calendarTokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .transform((t) => t.replace(/\.ics$/i, '')),
});

/** GET /api/calendar-feed: whether the athlete has a feed (its URL is shown only once, when made). */
export interface CalendarFeedView {
  active: boolean;
  createdAt: string | null;
}

/** POST /api/calendar-feed: the new private URL; any previous one stops working. */
export interface CalendarFeedCreated {
  url: string;
  createdAt: string;
}
