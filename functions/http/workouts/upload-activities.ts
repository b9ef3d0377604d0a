import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import { createUploadService } from '../../modules/activities/upload-service';
import type { WeekServices } from '../../modules/weeks/compose';

/** Each file gets its own result (added, matched, duplicate or refused): a refused file is not a failed request. */
export const uploadActivities = (services: WeekServices): RouteHandler<RouteById<'uploadActivities'>> => {
  const uploads = createUploadService({ activities: services.activities, workouts: services.workoutRepository });
  return async ({ body, session }) => ok(await uploads.upload(session.userId, body));
};
