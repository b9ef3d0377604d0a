import type { RouteById } from '@shared/api/routes';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { RouteHandler } from '../../lib/http/types';
import { accepted, ok } from '../../lib/responses';
import type { GarminModule } from '../../modules/garmin/compose';
import type { WorkoutRepository } from '../../modules/workouts/workout-repository';

/** Sends one of the athlete's workouts to the watch's calendar on the date (replacing it when already there). */
export const garminSendWorkout =
  ({ sender }: GarminModule, workouts: Pick<WorkoutRepository, 'get'>): RouteHandler<RouteById<'garminSendWorkout'>> =>
  async ({ body, session }) => {
    const workout = await workouts.get(session.userId, body.workoutId);
    if (!workout) throw notFound('Workout not found');
    const result = await sender.send(session.userId, workout, body.scheduleDate);
    switch (result.kind) {
      case 'sent':
        return ok({ garminWorkoutId: result.garminWorkoutId, syncStatus: 'sent' });
      case 'queued':
        return accepted({ syncStatus: 'sending', message: result.reason });
      case 'no-watch':
        throw conflict(result.reason);
      case 'refused':
        throw new HttpError(422, result.reason);
    }
  };
