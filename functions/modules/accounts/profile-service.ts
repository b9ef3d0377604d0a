import { randomUUID } from 'node:crypto';
import { notFound } from '../../lib/errors';
import type * as z from 'zod';
import type { patchUserBody, UserView, FitnessView, CreditEntryView } from '@shared/schemas/accounts';
import type { AccountDeps } from './deps';
import type { FitnessLevels } from './fitness-repository';
import { toUserView, type UserRecord } from './user-record';

type PatchUser = z.output<typeof patchUserBody>;

/** The signed-in user's own data: profile, onboarding steps, fitness levels, credits. */
export function createProfileService(deps: AccountDeps) {
  const { users, fitness, credits, clock } = deps;

  async function load(userId: string): Promise<UserRecord> {
    const user = await users.findById(userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  return {
    getUser: async (userId: string): Promise<UserView> => toUserView(await load(userId)),

    /** Saving a name on onboarding's profile step moves it on to the watch. */
    async patchUser(userId: string, patch: PatchUser): Promise<UserView> {
      const now = clock().toISOString();
      const { settings, ...fields } = patch;
      // A patch names only the settings it changes: the others keep their stored value.
      const merged = settings
        ? {
            settings: {
              ...(await load(userId)).settings,
              ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
            },
          }
        : {};
      const updated = await users.update(userId, { ...fields, ...merged }, now);
      if (!updated) throw notFound('User not found');
      if (patch.name !== undefined) await users.advanceOnboarding(userId, 'named', now);
      return toUserView(await load(userId));
    },

    /** Onboarding goes on without a watch. */
    async skipWatch(userId: string): Promise<UserView> {
      await users.advanceOnboarding(userId, 'watchChosen', clock().toISOString());
      return toUserView(await load(userId));
    },

    /** null before the first levels are saved: an expected empty state, not an error. */
    async latestFitness(userId: string): Promise<FitnessView | null> {
      return fitness.latest(userId);
    },

    listFitness: (userId: string): Promise<FitnessView[]> => fitness.list(userId),

    /** Also the assessment chat's save_fitness_levels: closes the previous row and moves onboarding on to the goals. */
    async saveFitness(userId: string, levels: FitnessLevels): Promise<FitnessView> {
      await load(userId);
      const saved = await fitness.save(userId, levels, randomUUID(), clock());
      await users.advanceOnboarding(userId, 'fitnessSaved', clock().toISOString());
      return saved;
    },

    async credits(userId: string): Promise<{ balance: number; entries: CreditEntryView[] }> {
      const [user, entries] = await Promise.all([load(userId), credits.listEntries(userId)]);
      return { balance: user.credits ?? 0, entries };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
