import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeeksGroupServices } from '../../modules/weeks/compose';

export const weekLoadCheck =
  (services: WeeksGroupServices): RouteHandler<RouteById<'weekLoadCheck'>> =>
  async ({ params, query, session }) =>
    ok(
      await services.loadCheck.forWeek(
        session.userId,
        params.weekId,
        query.workout && query.day ? { workoutId: query.workout, day: query.day } : null,
      ),
    );
