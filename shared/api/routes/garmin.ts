import { defineRoutes } from '../route-types';
import { callbackQuery, connectQuery, pushParams, sendWorkoutBody } from '../../schemas/garmin';

/** The watch: connect (OAuth 2.0 PKCE), status, disconnect, send a workout, and Garmin's pushes (webhook). */
export const garminRoutes = defineRoutes([
  { id: 'garminConnect', method: 'GET', path: '/api/garmin/connect', group: 'garmin', auth: 'user', query: connectQuery },
  { id: 'garminCallback', method: 'GET', path: '/api/garmin/callback', group: 'garmin', auth: 'user', query: callbackQuery },
  { id: 'garminStatus', method: 'GET', path: '/api/garmin', group: 'garmin', auth: 'user' },
  { id: 'garminDisconnect', method: 'DELETE', path: '/api/garmin', group: 'garmin', auth: 'user' },
  { id: 'garminSendWorkout', method: 'POST', path: '/api/garmin/workout', group: 'garmin', auth: 'user', body: sendWorkoutBody },
  { id: 'garminPushActivities', method: 'POST', path: '/api/garmin/push/{token}/activities', group: 'garmin', auth: 'webhook', params: pushParams, rawBody: true },
  { id: 'garminPushDeregistrations', method: 'POST', path: '/api/garmin/push/{token}/deregistrations', group: 'garmin', auth: 'webhook', params: pushParams, rawBody: true },
  { id: 'garminPushPermissions', method: 'POST', path: '/api/garmin/push/{token}/permissions', group: 'garmin', auth: 'webhook', params: pushParams, rawBody: true },
  // The Health API's summaries for the daily readiness check: resting HR and stress, sleep, overnight HRV.
  { id: 'garminPushDailies', method: 'POST', path: '/api/garmin/push/{token}/dailies', group: 'garmin', auth: 'webhook', params: pushParams, rawBody: true },
  { id: 'garminPushSleeps', method: 'POST', path: '/api/garmin/push/{token}/sleeps', group: 'garmin', auth: 'webhook', params: pushParams, rawBody: true },
  { id: 'garminPushHrv', method: 'POST', path: '/api/garmin/push/{token}/hrv', group: 'garmin', auth: 'webhook', params: pushParams, rawBody: true },
]);
