import { ok } from '../../lib/responses';
import type { AccountRoute } from './types';

export const resetPassword: AccountRoute<'resetPassword'> =
  ({ passwords }) =>
  async ({ body }) =>
    ok(await passwords.resetPassword(body.token, body.password));
