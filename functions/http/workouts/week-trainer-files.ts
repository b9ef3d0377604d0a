import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { binary } from '../../lib/responses';
import type { ThresholdRepository } from '../../modules/thresholds/threshold-repository';
import type { WeekServices } from '../../modules/weeks/compose';
import { weekArchive } from '../../modules/workouts/trainer-files/week-archive';

/** One zip with every workout of the week in the chosen indoor-training format. */
export const weekTrainerFiles =
  (services: WeekServices, thresholds: Pick<ThresholdRepository, 'get'>): RouteHandler<RouteById<'weekTrainerFiles'>> =>
  async ({ params, query, session }) => {
    const [workouts, own] = await Promise.all([
      services.weeks.workoutsOf(session.userId, params.weekId),
      thresholds.get(session.userId),
    ]);
    const file = await weekArchive(workouts, query.format, own, query.lang);
    return binary(file.data, file.contentType, file.name);
  };
