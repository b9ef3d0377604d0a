// What other features may use from watch; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { GARMIN_STATUS_KEY, useGarminStatus } from './api/get-garmin-status';
export { sendWorkoutToWatch } from './api/send-workout';
export { AutoSendSetting } from './components/auto-send-setting';
export { WatchSyncCard } from './components/watch-sync-card';
