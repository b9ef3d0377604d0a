import type { RouteById, RouteId } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { noContent, ok } from '../../lib/responses';
import type { IntervalsService } from '../../modules/intervals/intervals-service';

type H<Id extends RouteId> = RouteHandler<RouteById<Id>>;

/** intervals.icu: its state, connecting with the athlete's id and key (checked with one call), disconnecting. */
export const intervalsHandlers = (service: IntervalsService) => ({
  intervalsStatus: (async ({ session }) => ok(await service.status(session.userId))) satisfies H<'intervalsStatus'>,
  intervalsConnect: (async ({ session, body }) =>
    ok(await service.connect(session.userId, body))) satisfies H<'intervalsConnect'>,
  intervalsDisconnect: (async ({ session }) => {
    await service.disconnect(session.userId);
    return noContent();
  }) satisfies H<'intervalsDisconnect'>,
});
