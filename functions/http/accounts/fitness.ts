import { created, ok } from '../../lib/responses';
import type { AccountRoute } from './types';

export const getLatestFitness: AccountRoute<'getLatestFitness'> =
  ({ profile }) =>
  async ({ session }) =>
    ok(await profile.latestFitness(session.userId));

export const listFitness: AccountRoute<'listFitness'> =
  ({ profile }) =>
  async ({ session }) =>
    ok(await profile.listFitness(session.userId));

export const saveFitness: AccountRoute<'saveFitness'> =
  ({ profile }) =>
  async ({ session, body }) =>
    created(await profile.saveFitness(session.userId, body));
