import { ok } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

export const listEventTypes =
  ({ eventTypes }: PlanServices): RouteHandler<RouteById<'listEventTypes'>> =>
  async () =>
    ok(await eventTypes.list());
