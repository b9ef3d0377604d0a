import { defineRoutes } from '../route-types';
import { intervalsConnectBody } from '../../schemas/intervals';

/** intervals.icu: connect with the athlete's id and API key, status, disconnect (the sync runs as a scheduled job). */
export const intervalsRoutes = defineRoutes([
  { id: 'intervalsStatus', method: 'GET', path: '/api/intervals', group: 'intervals', auth: 'user' },
  {
    id: 'intervalsConnect',
    method: 'PUT',
    path: '/api/intervals',
    group: 'intervals',
    auth: 'user',
    body: intervalsConnectBody,
  },
  { id: 'intervalsDisconnect', method: 'DELETE', path: '/api/intervals', group: 'intervals', auth: 'user' },
]);
