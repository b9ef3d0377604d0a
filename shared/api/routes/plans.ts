import { defineRoutes } from '../route-types';
import { emptyBody } from '../../schemas/common';
import { planBody, planIdParams, plansQuery, planWeeksParams, sessionIdParams } from '../../schemas/plans';
import { raceDayBody, raceDayParams } from '../../schemas/race-day';
import { suggestionBody } from './config';

export const planRoutes = defineRoutes([
  { id: 'listEventTypes', method: 'GET', path: '/api/event-types', group: 'plans', auth: 'user' },
  { id: 'createPlan', method: 'POST', path: '/api/plans', group: 'plans', auth: 'user', body: planBody },
  {
    id: 'planStatus',
    method: 'GET',
    path: '/api/plans/status/{sessionId}',
    group: 'plans',
    auth: 'user',
    params: sessionIdParams,
  },
  { id: 'listPlans', method: 'GET', path: '/api/plans', group: 'plans', auth: 'user', query: plansQuery },
  {
    id: 'updatePlan',
    method: 'PUT',
    path: '/api/plans/{id}',
    group: 'plans',
    auth: 'user',
    params: planIdParams,
    body: planBody,
  },
  {
    id: 'finishPlan',
    method: 'PUT',
    path: '/api/plans/{id}/finish',
    group: 'plans',
    auth: 'user',
    params: planIdParams,
    body: emptyBody,
  },
  {
    id: 'listPlanWeeks',
    method: 'GET',
    path: '/api/plans/{planId}/weeks',
    group: 'plans',
    auth: 'user',
    params: planWeeksParams,
  },
  {
    id: 'getRaceDay',
    method: 'GET',
    path: '/api/plans/{planId}/race-day',
    group: 'plans',
    auth: 'user',
    params: raceDayParams,
  },
  {
    id: 'generateRaceDay',
    method: 'POST',
    path: '/api/plans/{planId}/race-day',
    group: 'plans',
    auth: 'user',
    params: raceDayParams,
    body: raceDayBody,
  },
  {
    id: 'sendSuggestion',
    method: 'POST',
    path: '/api/suggestions',
    group: 'plans',
    auth: 'user',
    body: suggestionBody,
  },
]);
