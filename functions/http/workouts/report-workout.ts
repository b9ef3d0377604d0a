import type { RouteById } from '@shared/api/routes';
import { HttpError } from '../../lib/errors';
import type { RouteHandler } from '../../lib/http/types';
import type { WeekServices } from '../../modules/weeks/compose';

// PLACEHOLDER (contract only): the backend of issue 24 replaces this with the real service call.
export const reportWorkout =
  (_services: WeekServices): RouteHandler<RouteById<'reportWorkout'>> =>
  async () => {
    throw new HttpError(501, 'Not built yet');
  };
