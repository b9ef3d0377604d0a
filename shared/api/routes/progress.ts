import { defineRoutes } from '../route-types';
import { progressQuery } from '../../schemas/progress';
import { estimateThresholdsBody, saveThresholdsBody, scheduleTestBody } from '../../schemas/threshold-api';

export const progressRoutes = defineRoutes([
  { id: 'getProgress', method: 'GET', path: '/api/progress', group: 'progress', auth: 'user', query: progressQuery },
  // The athlete's thresholds live with progress: the training load reads them, estimates read the activities.
  { id: 'getThresholds', method: 'GET', path: '/api/thresholds', group: 'progress', auth: 'user' },
  {
    id: 'putThresholds',
    method: 'PUT',
    path: '/api/thresholds',
    group: 'progress',
    auth: 'user',
    body: saveThresholdsBody,
  },
  {
    id: 'estimateThresholds',
    method: 'POST',
    path: '/api/thresholds/estimate',
    group: 'progress',
    auth: 'user',
    body: estimateThresholdsBody,
  },
  {
    id: 'scheduleThresholdTest',
    method: 'POST',
    path: '/api/thresholds/tests',
    group: 'progress',
    auth: 'user',
    body: scheduleTestBody,
  },
]);
