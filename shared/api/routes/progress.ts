import { defineRoutes } from '../route-types';
import { progressQuery } from '../../schemas/progress';

export const progressRoutes = defineRoutes([
  { id: 'getProgress', method: 'GET', path: '/api/progress', group: 'progress', auth: 'user', query: progressQuery },
]);
