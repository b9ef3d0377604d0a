import { defineRoutes } from '../route-types';
import { adjustCreditsBody, adminConfigBody, adminTasksQuery, adminUsersQuery, betaEmailParams, betaTestersQuery, inviteBody, inviteManyBody, setAdminBody, suggestionParams, suggestionsQuery, userIdParams, userTaskParams } from '../../schemas/admin';
import { emptyBody } from '../../schemas/common';

/** The admin console (auth admin: 401 without a session, 403 for everyone but admins). Answers: shared/schemas/admin.ts. */
export const adminRoutes = defineRoutes([
  { id: 'adminOverview', method: 'GET', path: '/api/admin/overview', group: 'admin', auth: 'admin' },
  { id: 'adminListUsers', method: 'GET', path: '/api/admin/users', group: 'admin', auth: 'admin', query: adminUsersQuery },
  { id: 'adminGetUser', method: 'GET', path: '/api/admin/users/{userId}', group: 'admin', auth: 'admin', params: userIdParams },
  { id: 'adminAdjustCredits', method: 'POST', path: '/api/admin/users/{userId}/credits', group: 'admin', auth: 'admin', params: userIdParams, body: adjustCreditsBody },
  { id: 'adminSetAdmin', method: 'PUT', path: '/api/admin/users/{userId}/admin', group: 'admin', auth: 'admin', params: userIdParams, body: setAdminBody },
  { id: 'adminGetConfig', method: 'GET', path: '/api/admin/config', group: 'admin', auth: 'admin' },
  { id: 'adminPatchConfig', method: 'PATCH', path: '/api/admin/config', group: 'admin', auth: 'admin', body: adminConfigBody },
  { id: 'adminListBetaTesters', method: 'GET', path: '/api/admin/beta-testers', group: 'admin', auth: 'admin', query: betaTestersQuery },
  { id: 'adminInviteBetaTesters', method: 'POST', path: '/api/admin/beta-testers/invite', group: 'admin', auth: 'admin', body: inviteManyBody },
  { id: 'adminInviteBetaTester', method: 'POST', path: '/api/admin/beta-testers/{email}/invite', group: 'admin', auth: 'admin', params: betaEmailParams, body: inviteBody },
  { id: 'adminResendPasswordReset', method: 'POST', path: '/api/admin/users/{userId}/password-reset', group: 'admin', auth: 'admin', params: userIdParams, body: emptyBody },
  { id: 'adminListTasks', method: 'GET', path: '/api/admin/ai-tasks', group: 'admin', auth: 'admin', query: adminTasksQuery },
  { id: 'adminRetryTask', method: 'POST', path: '/api/admin/users/{userId}/ai-tasks/{taskId}/retry', group: 'admin', auth: 'admin', params: userTaskParams, body: emptyBody },
  { id: 'adminRedriveDeadLetters', method: 'POST', path: '/api/admin/ai-tasks/dead-letters/redrive', group: 'admin', auth: 'admin', body: emptyBody },
  { id: 'adminListParkedGarmin', method: 'GET', path: '/api/admin/garmin/parked', group: 'admin', auth: 'admin' },
  { id: 'adminRedriveParkedGarmin', method: 'POST', path: '/api/admin/garmin/parked/redrive', group: 'admin', auth: 'admin', body: emptyBody },
  { id: 'adminListSuggestions', method: 'GET', path: '/api/admin/suggestions', group: 'admin', auth: 'admin', query: suggestionsQuery },
  { id: 'adminMarkSuggestionRead', method: 'POST', path: '/api/admin/suggestions/{suggestionId}/read', group: 'admin', auth: 'admin', params: suggestionParams, body: emptyBody },
]);
