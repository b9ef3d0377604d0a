import type { BenchSection } from '../lib/report';

/**
 * The bench sections, run in this order by `npm run bench` (or pick some: `npm run bench -- bundles`).
 * Each file exports `section` and measures its own baseline in the same run. Add one line per section.
 */
export const sections: Record<string, () => Promise<{ section: BenchSection }>> = {
  bundles: () => import('./bundles'),
  'local-api': () => import('./local-api'),
  'db-requests': () => import('./db-requests'),
  web: () => import('./web'),
  tasks: () => import('./tasks'),
  engine: () => import('./engine'),
  dashboard: () => import('./dashboard'),
  weeks: () => import('./weeks'),
  progress: () => import('./progress'),
  'week-board': () => import('./week-board'),
  garmin: () => import('./garmin'),
  'strava-webhook': () => import('./strava-webhook'),
  thresholds: () => import('./thresholds'),
  'activity-files': () => import('./activity-files'),
  'activity-uploads': () => import('./activity-uploads'),
  soak: () => import('./soak'),
  coaching: () => import('./coaching'),
  readiness: () => import('./readiness'),
  replan: () => import('./replan'),
  cost: () => import('./cost'),
};
