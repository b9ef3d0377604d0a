import type { RouteById } from '@shared/api/routes';
import { badRequest, forbidden } from '../../lib/errors';
import { env } from '../../lib/env';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { PushInbox, PushKind } from '../../modules/garmin/push-inbox';
import { isGarminPush } from '../../modules/garmin/push-service';
import { zodIssues } from '../../lib/http/validate';

type PushRoute =
  | RouteById<'garminPushActivities'>
  | RouteById<'garminPushDeregistrations'>
  | RouteById<'garminPushPermissions'>
  | RouteById<'garminPushDailies'>
  | RouteById<'garminPushSleeps'>
  | RouteById<'garminPushHrv'>;

/**
 * Garmin's push: refused unless it proves it is Garmin's, then stored for the push job and answered 200 at once
 * (Garmin retries slow endpoints); unknown users are ignored when processed.
 */
export const garminPush =
  (kind: PushKind, inbox: PushInbox, clock: () => Date): RouteHandler<PushRoute> =>
  async ({ params, request }) => {
    if (
      !isGarminPush(
        { pushToken: env().GARMIN_PUSH_TOKEN, clientId: env().GARMIN_CLIENT_ID },
        params.token,
        request.event.headers?.['garmin-client-id'],
      )
    )
      throw forbidden('Not a Garmin notification');
    let body: unknown;
    try {
      body = JSON.parse(request.rawBody || '{}');
    } catch {
      throw badRequest('Request body is not valid JSON');
    }
    if (!body || typeof body !== 'object') throw badRequest('Request body must be a JSON object');
    // Loaded on the first push, like the route rows' schemas: the group's cold start does not pay for zod.
    const { PUSH_SCHEMAS } = await import('../../modules/garmin/push-schemas');
    const checked = PUSH_SCHEMAS[kind].safeParse(body);
    if (!checked.success) {
      const issues = zodIssues(checked.error);
      throw badRequest(
        `Not a valid Garmin ${kind} notification: ${issues[0]?.path ? `${issues[0].path}: ` : ''}${issues[0]?.message ?? 'invalid'}`,
        issues,
      );
    }
    await inbox.add(kind, JSON.stringify(body), clock().toISOString());
    return ok({ received: true });
  };
