import type { RouteById } from '@shared/api/routes';
import { badRequest, forbidden } from '../../lib/errors';
import { env } from '../../lib/env';
import type { RouteHandler } from '../../lib/http/types';
import { zodIssues } from '../../lib/http/validate';
import { ok } from '../../lib/responses';
import type { StravaEvent } from '../../modules/strava/task-queue';
import { isStravaVerifyToken } from '../../modules/strava/verify-token';

/** Strava validates the callback URL when the subscription is made: echo the challenge if the verify token is ours. */
export const stravaWebhookValidate =
  (): RouteHandler<RouteById<'stravaWebhookValidate'>> =>
  async ({ query }) => {
    if (query['hub.mode'] !== 'subscribe') throw badRequest('hub.mode must be subscribe');
    if (!isStravaVerifyToken(env().STRAVA_VERIFY_TOKEN, query['hub.verify_token']))
      throw forbidden('Not our verify token');
    return ok({ 'hub.challenge': query['hub.challenge'] });
  };

let schemas: Promise<typeof import('@shared/schemas/strava')> | undefined;
/** Loaded on the first event, then kept: an import() per request costs a module-loader round trip under a burst. */
const eventSchema = () => (schemas ??= import('@shared/schemas/strava'));

/**
 * Strava's event: checked, handed to the Strava event queue with one SendMessage and answered at once (Strava wants
 * its 200 within 2 seconds). The queue's worker files it once (repeats dropped) and the strava-events job does the
 * work. Events carry no secret: one forged for an athlete only makes us fetch that athlete's activity from Strava
 * with their own token.
 */
export const stravaWebhookEvent =
  (send: (event: StravaEvent) => Promise<void>): RouteHandler<RouteById<'stravaWebhookEvent'>> =>
  async ({ request }) => {
    let body: unknown;
    try {
      body = JSON.parse(request.rawBody || '{}');
    } catch {
      throw badRequest('Request body is not valid JSON');
    }
    const { stravaEventBody } = await eventSchema();
    const checked = stravaEventBody.safeParse(body);
    if (!checked.success) {
      const issues = zodIssues(checked.error);
      throw badRequest(
        `Not a valid Strava event: ${issues[0]?.path ? `${issues[0].path}: ` : ''}${issues[0]?.message ?? 'invalid'}`,
        issues,
      );
    }
    await send(checked.data as StravaEvent);
    return ok({ received: true });
  };
