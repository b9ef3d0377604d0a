import type { Clock } from '../../composition/platform';
import type { AppConfigRepository } from './app-config-repository';
import type { SignupListRepository } from './signup-list-repository';

/** The public sign-up configuration, the beta waiting list and the newsletter box. */
export function createSignupService({ config, lists, clock }: { config: AppConfigRepository; lists: SignupListRepository; clock: Clock }) {
  return {
    acceptingSignups: async () => ({ acceptingSignups: await config.acceptingSignups() }),

    /** Idempotent: joining twice keeps one row. */
    async joinBeta(email: string, name: string | null) {
      const added = await lists.addBetaTester(email, name, clock().toISOString());
      return { added, body: { email, status: 'pending' } };
    },

    async subscribe(email: string) {
      const added = await lists.subscribe(email, clock().toISOString());
      return { added, body: { email, subscribed: true } };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
