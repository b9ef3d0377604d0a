import { defineRoutes } from '../route-types';
import {
  changePasswordBody,
  deleteAccountBody,
  fitnessBody,
  forgotPasswordBody,
  loginBody,
  patchUserBody,
  registerBody,
  resetPasswordBody,
} from '../../schemas/accounts';

export const accountRoutes = defineRoutes([
  { id: 'register', method: 'POST', path: '/api/register', group: 'accounts', auth: 'public', body: registerBody },
  { id: 'login', method: 'POST', path: '/api/login', group: 'accounts', auth: 'public', body: loginBody },
  { id: 'logout', method: 'POST', path: '/api/logout', group: 'accounts', auth: 'public' },
  { id: 'getUser', method: 'GET', path: '/api/user', group: 'accounts', auth: 'user' },
  { id: 'patchUser', method: 'PATCH', path: '/api/user', group: 'accounts', auth: 'user', body: patchUserBody },
  { id: 'deleteUser', method: 'DELETE', path: '/api/user', group: 'accounts', auth: 'user', body: deleteAccountBody },
  { id: 'changePassword', method: 'POST', path: '/api/user/password', group: 'accounts', auth: 'user', body: changePasswordBody },
  { id: 'exportUser', method: 'GET', path: '/api/user/export', group: 'accounts', auth: 'user' },
  { id: 'getLatestFitness', method: 'GET', path: '/api/user/fitness/latest', group: 'accounts', auth: 'user' },
  { id: 'listFitness', method: 'GET', path: '/api/user/fitness', group: 'accounts', auth: 'user' },
  { id: 'saveFitness', method: 'POST', path: '/api/user/fitness', group: 'accounts', auth: 'user', body: fitnessBody },
  { id: 'skipWatch', method: 'POST', path: '/api/onboarding/skip-watch', group: 'accounts', auth: 'user' },
  { id: 'getCredits', method: 'GET', path: '/api/credits', group: 'accounts', auth: 'user' },
  { id: 'forgotPassword', method: 'POST', path: '/api/forgot-password', group: 'accounts', auth: 'public', body: forgotPasswordBody },
  { id: 'resetPassword', method: 'POST', path: '/api/reset-password', group: 'accounts', auth: 'public', body: resetPasswordBody },
]);
