import type { RouteGroup } from '@shared/api/route-types';
import type { SecretKey } from '../constructs/app-secrets';

/**
 * Who may read which provider secret (least privilege): route groups by name, the task worker, jobs by name, each
 * exactly where its code calls loadProviderSecrets([...]) for that provider (functions/lib/secrets.ts).
 * A group or job that is not listed gets no secret and no *_SECRET_ARN variable.
 * The worker only calls OpenAI; garmin-pushes records activities, which may update a workout on the watch.
 */
export const secretAccess: Record<
  SecretKey,
  { groups: readonly RouteGroup[]; worker: boolean; jobs: readonly string[] }
> = {
  openai: { groups: [], worker: true, jobs: [] },
  stripe: { groups: ['payments'], worker: false, jobs: [] },
  garmin: {
    groups: ['garmin', 'workouts'],
    worker: false,
    jobs: ['garmin-deregistrations', 'garmin-pushes', 'garmin-sends'],
  },
  strava: { groups: ['strava'], worker: false, jobs: ['strava-events'] },
};
