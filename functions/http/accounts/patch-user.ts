import { ok } from '../../lib/responses';
import type { AccountRoute } from './types';

export const patchUser: AccountRoute<'patchUser'> =
  ({ profile }) =>
  async ({ session, body }) =>
    ok(await profile.patchUser(session.userId, body));
