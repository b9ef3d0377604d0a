import { defineRoutes } from '../route-types';
import { stravaCallbackQuery, stravaConnectQuery, stravaValidationQuery } from '../../schemas/strava';

/** Strava: connect (OAuth 2.0), status, disconnect, and Strava's webhook (the GET validation and the events). */
export const stravaRoutes = defineRoutes([
  {
    id: 'stravaConnect',
    method: 'GET',
    path: '/api/strava/connect',
    group: 'strava',
    auth: 'user',
    query: stravaConnectQuery,
  },
  {
    id: 'stravaCallback',
    method: 'GET',
    path: '/api/strava/callback',
    group: 'strava',
    auth: 'user',
    query: stravaCallbackQuery,
  },
  { id: 'stravaStatus', method: 'GET', path: '/api/strava', group: 'strava', auth: 'user' },
  { id: 'stravaDisconnect', method: 'DELETE', path: '/api/strava', group: 'strava', auth: 'user' },
  {
    id: 'stravaWebhookValidate',
    method: 'GET',
    path: '/api/strava/webhook',
    group: 'strava',
    auth: 'webhook',
    query: stravaValidationQuery,
  },
  {
    id: 'stravaWebhookEvent',
    method: 'POST',
    path: '/api/strava/webhook',
    group: 'strava',
    auth: 'webhook',
    rawBody: true,
  },
]);
