import { ok } from '../../lib/responses';
import type { AccountRoute } from './types';

export const getUser: AccountRoute<'getUser'> =
  ({ profile }) =>
  async ({ session }) =>
    ok(await profile.getUser(session.userId));
