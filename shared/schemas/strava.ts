import * as z from 'zod';

export const stravaConnectQuery = z.object({ from: z.enum(['onboarding', 'settings']).optional() });

/** Strava's redirect back: the code and the scopes the athlete granted, or `error=access_denied` on Cancel. */
export const stravaCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  scope: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

/** Strava's GET that validates the callback URL when the subscription is created. */
export const stravaValidationQuery = z.object({
  'hub.mode': z.string().max(50),
  'hub.challenge': z.string().min(1).max(500),
  'hub.verify_token': z.string().max(500),
});

const stravaId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/, 'must be a numeric id')]);

/** A webhook event as Strava POSTs it; `updates` holds the changed title, type, private, or authorized: "false". */
export const stravaEventBody = z.looseObject({
  object_type: z.enum(['activity', 'athlete'], { error: 'object_type must be activity or athlete' }),
  object_id: stravaId,
  aspect_type: z.enum(['create', 'update', 'delete'], { error: 'aspect_type must be create, update or delete' }),
  owner_id: stravaId,
  subscription_id: stravaId.optional(),
  event_time: z.number({ error: 'event_time must be epoch seconds' }).int().nonnegative(),
  updates: z
    .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()]).transform(String))
    .optional(),
});

export interface StravaStatusView {
  connected: boolean;
  /** The athlete's name on Strava. */
  athleteName: string | null;
  connectedAt: string | null;
  lastActivityAt: string | null;
  scopes: string[];
  /** Scopes asked for and not granted (the athlete unticked them on Strava's page). */
  missingScopes: string[];
  /** The local stack's fake Strava "Record an activity" page; null in the cloud. */
  recordUrl: string | null;
}
