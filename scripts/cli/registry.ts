import type { CliCommand } from './types';

/** `npm run cli -- <name> ...`: one line per command, each in ./commands/<name>.ts exporting `command`. */
export const commands: Record<string, () => Promise<{ command: CliCommand }>> = {
  'backfill-automatic-delivery': () => import('./commands/backfill-automatic-delivery'),
  'make-admin': () => import('./commands/make-admin'),
  migrate: () => import('./commands/migrate'),
  'move-week': () => import('./commands/move-week'),
  signups: () => import('./commands/signups'),
  'simulate-activity': () => import('./commands/simulate-activity'),
  'strava-subscribe': () => import('./commands/strava-subscribe'),
};
