// What other features may use from calendar; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './api/calendar-feed';
