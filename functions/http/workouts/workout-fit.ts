import type { RouteById } from '../../../shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { binary } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';
import { encodeWorkoutFit, fitFileName } from '../../modules/workouts/fit-workout';

export const workoutFit =
  (services: WeekServices): RouteHandler<RouteById<'workoutFit'>> =>
  async ({ params, session }) => {
    const workout = await services.workouts.get(session.userId, params.id);
    const data = await encodeWorkoutFit(workout.id, workout.workoutDetails, services.clock());
    return binary(data, 'application/vnd.ant.fit', fitFileName(workout.workoutDetails));
  };
