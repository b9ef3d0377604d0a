import { keys } from '../../db/keys';
import { notFound } from '../../lib/errors';
import type { AccountDeps } from './deps';
import { SECRET_ATTRIBUTE, toUserView } from './user-record';
import { readStoredDetails } from '../workouts/stored-details';

const KEY_ATTRIBUTES = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'userId', 'type', 'fitnessHead']);

/** Removes keys and secrets at any depth: the export holds data, never credentials. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !KEY_ATTRIBUTES.has(k) && !SECRET_ATTRIBUTE.test(k))
        .map(([k, v]) => [k, clean(v)]),
    );
  }
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value instanceof Set) return [...value];
  return value;
}

const collectionName = (sk: string) => {
  const prefix = sk.split('#')[0]!.toLowerCase();
  return prefix.endsWith('s') ? prefix : `${prefix}s`;
};

/** Everything stored under the user's partition, grouped by item kind (fitness, credits, plans, ... as they are added). */
export function createExportService({ users, userData, traces, clock }: AccountDeps) {
  return {
    async exportUser(userId: string): Promise<Record<string, unknown>> {
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found');
      const items = await userData.listAll(userId);
      const collections: Record<string, unknown[]> = {};
      for (const item of items) {
        if (item.SK === keys.profileSortKey) continue;
        const name = collectionName(String(item.SK));
        const data = clean(item) as Record<string, unknown>;
        // A workout's details are data as they are (a step's `type` is not a key); their steps may be one string.
        if ('workoutDetails' in item) data.workoutDetails = readStoredDetails(item.workoutDetails);
        (collections[name] ??= []).push(data);
      }
      const profile = clean(user) as Record<string, unknown>;
      const { newsletter, betaList } = await traces.subscriptionsOf(user.email);
      return {
        exportedAt: clock().toISOString(),
        user: { ...toUserView(user), ...profile },
        ...collections,
        newsletter: clean(newsletter),
        betaList: clean(betaList),
      };
    },
  };
}
