import { defineRoutes } from '../route-types';
import { calendarTokenParams } from '../../schemas/calendar-feed';
import { emptyBody } from '../../schemas/common';

/** The private calendar feed: managed from Settings; the feed itself is read by calendar apps with its token. */
export const calendarRoutes = defineRoutes([
  { id: 'getCalendarFeed', method: 'GET', path: '/api/calendar-feed', group: 'calendar', auth: 'user' },
  {
    id: 'createCalendarFeed',
    method: 'POST',
    path: '/api/calendar-feed',
    group: 'calendar',
    auth: 'user',
    body: emptyBody,
  },
  { id: 'deleteCalendarFeed', method: 'DELETE', path: '/api/calendar-feed', group: 'calendar', auth: 'user' },
  {
    id: 'calendarFeed',
    method: 'GET',
    path: '/api/calendar/{token}',
    group: 'calendar',
    auth: 'public',
    params: calendarTokenParams,
  },
]);
