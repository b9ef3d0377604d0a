import { ok } from '../../lib/responses';
import type { AccountRoute } from './types';

export const skipWatch: AccountRoute<'skipWatch'> =
  ({ profile }) =>
  async ({ session }) =>
    ok(await profile.skipWatch(session.userId));
