import { accepted } from '../../lib/responses';
import type { AccountRoute } from './types';

export const forgotPassword: AccountRoute<'forgotPassword'> =
  ({ passwords }) =>
  async ({ body, request }) =>
    accepted(await passwords.forgotPassword(body.email, request.clientIp));
