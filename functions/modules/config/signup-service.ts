import type { Clock } from '../../lib/clock';
import { tooManyRequests } from '../../lib/errors';
import { LIMITS } from '../accounts/limits';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { AppConfigRepository } from './app-config-repository';
import type { SignupListRepository } from './signup-list-repository';

/** The public sign-up configuration, the beta waiting list and the newsletter box. */
export function createSignupService({
  config,
  lists,
  limiter,
  clock,
}: {
  config: AppConfigRepository;
  lists: SignupListRepository;
  limiter: Pick<RateLimiter, 'take'>;
  clock: Clock;
}) {
  return {
    acceptingSignups: async () => ({ acceptingSignups: await config.acceptingSignups() }),

    /** Idempotent: joining twice keeps one row. Each try counts against the address's limit, before any write. */
    async joinBeta(email: string, name: string | null, clientIp: string) {
      if (!(await limiter.take(`beta#ip#${clientIp}`, LIMITS.betaPerAddress))) throw tooManyRequests();
      const added = await lists.addBetaTester(email, name, clock().toISOString());
      return { added, body: { email, status: 'pending' as const } };
    },

    async subscribe(email: string, clientIp: string) {
      if (!(await limiter.take(`newsletter#ip#${clientIp}`, LIMITS.newsletterPerAddress))) throw tooManyRequests();
      const added = await lists.subscribe(email, clock().toISOString());
      return { added, body: { email, subscribed: true as const } };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
