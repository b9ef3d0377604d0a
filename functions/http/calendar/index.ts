import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createCalendarFeeds } from '../../modules/calendar/compose';
import { calendarFeedHandlers } from './handlers';

const platform = createPlatform();

export const handler = createGroupHandler(
  'calendar',
  () => import('@shared/api/routes/calendar').then((m) => m.calendarRoutes),
  calendarFeedHandlers(createCalendarFeeds(platform)),
  platform.sessionDeps,
);
