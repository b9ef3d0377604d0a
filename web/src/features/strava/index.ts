// What other features may use from strava; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { stravaStatusQueryOptions } from './api/strava';
export { StravaSettings } from './components/strava-settings';
