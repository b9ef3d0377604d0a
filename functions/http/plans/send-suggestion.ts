import { created } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

export const sendSuggestion =
  ({ suggestions }: PlanServices): RouteHandler<RouteById<'sendSuggestion'>> =>
  async ({ body, session }) =>
    created(await suggestions.send(session.userId, body.suggestion));
