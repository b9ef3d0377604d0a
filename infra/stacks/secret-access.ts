import type { RouteGroup } from '@shared/api/route-types';
import type { SecretKey } from '../constructs/app-secrets';

/**
 * Who may read which provider secret (least privilege): route groups by name, the task worker, jobs by name.
 * A group or job that is not listed gets no secret and no *_SECRET_ARN variable.
 */
export const secretAccess: Record<SecretKey, { groups: readonly RouteGroup[]; worker: boolean; jobs: readonly string[] }> = {
  openai: { groups: [], worker: true, jobs: [] },
  stripe: { groups: ['payments'], worker: false, jobs: [] },
  garmin: { groups: ['garmin', 'workouts'], worker: true, jobs: ['garmin-deregistrations', 'garmin-sends'] },
};
