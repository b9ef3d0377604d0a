import * as z from 'zod';
import { defineRoutes } from '../route-types';
import { betaTesterBody, emailOnlyBody } from '../../schemas/accounts';

export const suggestionBody = z
  .object({
    suggestion: z
      .string({ error: 'Please enter a suggestion before sending.' })
      .trim()
      .min(1, 'Please enter a suggestion before sending.')
      .max(2000, 'Suggestions are limited to 2000 characters.'),
  })
  .strict();

export const configRoutes = defineRoutes([
  { id: 'acceptingSignups', method: 'GET', path: '/api/config/accepting-signups', group: 'config', auth: 'public' },
  { id: 'joinBeta', method: 'POST', path: '/api/beta-testers', group: 'config', auth: 'public', body: betaTesterBody },
  {
    id: 'subscribeNewsletter',
    method: 'POST',
    path: '/api/newsletter',
    group: 'config',
    auth: 'public',
    body: emailOnlyBody,
  },
  { id: 'health', method: 'GET', path: '/api/health', group: 'config', auth: 'public' },
]);
