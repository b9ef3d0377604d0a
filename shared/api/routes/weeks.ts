import { defineRoutes } from '../route-types';
import { availabilitySchema } from '../../schemas/availability';
import { emptyBody, idParams } from '../../schemas/common';
import { loadCheckQuery } from '../../schemas/load-check';
import { adaptationPreviewQuery, rejectAdaptationChangeBody, completeSummaryBody, createWeekBody, sessionParams, updateWeekBody, weekIdParams } from '../../schemas/weeks';

export const weekRoutes = defineRoutes([
  { id: 'createWeek', method: 'POST', path: '/api/weeks', group: 'weeks', auth: 'user', body: createWeekBody },
  { id: 'weekStatus', method: 'GET', path: '/api/weeks/status/{sessionId}', group: 'weeks', auth: 'user', params: sessionParams },
  { id: 'activeWeek', method: 'GET', path: '/api/weeks/active', group: 'weeks', auth: 'user' },
  { id: 'lastWeekPrompt', method: 'GET', path: '/api/weeks/last/prompt', group: 'weeks', auth: 'user' },
  { id: 'updateWeek', method: 'PUT', path: '/api/weeks/{id}', group: 'weeks', auth: 'user', params: idParams, body: updateWeekBody },
  { id: 'deleteWeek', method: 'DELETE', path: '/api/weeks/{id}', group: 'weeks', auth: 'user', params: idParams },
  { id: 'weekWorkouts', method: 'GET', path: '/api/weeks/{weekId}/workouts', group: 'weeks', auth: 'user', params: weekIdParams },
  { id: 'weekLoadCheck', method: 'GET', path: '/api/weeks/{weekId}/load-check', group: 'weeks', auth: 'user', params: weekIdParams, query: loadCheckQuery },
  { id: 'summarizeWeek', method: 'POST', path: '/api/weeks/summarize', group: 'weeks', auth: 'user', body: emptyBody },
  { id: 'weekSummaryStatus', method: 'GET', path: '/api/weeks/summary/status/{sessionId}', group: 'weeks', auth: 'user', params: sessionParams },
  { id: 'weekAdaptationPreview', method: 'GET', path: '/api/weeks/adaptation-preview', group: 'weeks', auth: 'user', query: adaptationPreviewQuery },
  { id: 'acceptWeekAdaptation', method: 'POST', path: '/api/weeks/{weekId}/adaptation/accept', group: 'weeks', auth: 'user', params: weekIdParams, body: emptyBody },
  { id: 'rejectWeekAdaptationChange', method: 'POST', path: '/api/weeks/{weekId}/adaptation/reject', group: 'weeks', auth: 'user', params: weekIdParams, body: rejectAdaptationChangeBody },
  { id: 'completeWeekSummary', method: 'POST', path: '/api/weeks/summarize/complete', group: 'weeks', auth: 'user', body: completeSummaryBody },
  { id: 'getAvailability', method: 'GET', path: '/api/availability', group: 'weeks', auth: 'user' },
  { id: 'putAvailability', method: 'PUT', path: '/api/availability', group: 'weeks', auth: 'user', body: availabilitySchema },
]);
