import { ok } from '../../lib/responses';
import type { AccountRoute } from './types';

export const getCredits: AccountRoute<'getCredits'> =
  ({ profile }) =>
  async ({ session }) =>
    ok(await profile.credits(session.userId));
