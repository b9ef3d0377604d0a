import { defineRoutes } from '../route-types';
import { adjustCreditsBody, adminConfigBody, adminUsersQuery, betaEmailParams, betaTestersQuery, inviteBody, setAdminBody, userIdParams } from '../../schemas/admin';

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
  { id: 'adminInviteBetaTester', method: 'POST', path: '/api/admin/beta-testers/{email}/invite', group: 'admin', auth: 'admin', params: betaEmailParams, body: inviteBody },
]);
