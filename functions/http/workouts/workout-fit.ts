import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { binary } from '../../lib/responses';
import type { ThresholdRepository } from '../../modules/thresholds/threshold-repository';
import type { WeekServices } from '../../modules/weeks/compose';
import { encodeWorkoutFit, fitFileName } from '../../modules/workouts/fit-workout';

/** The FIT file, with heart-rate targets in the athlete's bpm when their thresholds are known. */
export const workoutFit =
  (services: WeekServices, thresholds: Pick<ThresholdRepository, 'get'>): RouteHandler<RouteById<'workoutFit'>> =>
  async ({ params, session }) => {
    const [workout, own] = await Promise.all([
      services.workouts.get(session.userId, params.id),
      thresholds.get(session.userId),
    ]);
    const data = await encodeWorkoutFit(workout.id, workout.workoutDetails, services.clock(), own);
    return binary(data, 'application/vnd.ant.fit', fitFileName(workout.workoutDetails));
  };
