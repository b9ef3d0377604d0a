import type { Context, ScheduledEvent } from 'aws-lambda';
import type { JobName } from './definition';

export type JobHandler = (event: ScheduledEvent, context: Context) => Promise<unknown>;

/** Job name -> lazy import of its entry (the row's `entry` in ./definition). One line per job. */
export const jobEntries: Record<JobName, () => Promise<{ handler: JobHandler }>> = {
  'reap-tasks': () => import('./reap-tasks'),
  'send-mails': () => import('./send-mails'),
  'garmin-deregistrations': () => import('./garmin-deregistrations'),
  'garmin-pushes': () => import('./garmin-pushes'),
  'garmin-sends': () => import('./garmin-sends'),
  'intervals-sync': () => import('./intervals-sync'),
  'strava-events': () => import('./strava-events'),
};
