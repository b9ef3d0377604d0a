import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { binary } from '../../lib/responses';
import type { ThresholdRepository } from '../../modules/thresholds/threshold-repository';
import type { WeekServices } from '../../modules/weeks/compose';
import { trainerFile } from '../../modules/workouts/trainer-files/trainer-file';

/** The workout as a Zwift, ERG or MRC file (ERG needs the athlete's FTP). */
export const workoutTrainerFile =
  (
    services: WeekServices,
    thresholds: Pick<ThresholdRepository, 'get'>,
  ): RouteHandler<RouteById<'workoutTrainerFile'>> =>
  async ({ params, query, session }) => {
    const [workout, own] = await Promise.all([
      services.workouts.get(session.userId, params.id),
      thresholds.get(session.userId),
    ]);
    const file = trainerFile(workout.workoutDetails, query.format, own, query.lang);
    return binary(file.data, file.contentType, file.name);
  };
