import type { Clock } from '../../lib/clock';
import type { AppConfigRepository } from '../config/app-config-repository';
import type { AccountTracesRepository } from './account-traces-repository';
import type { InviteRepository } from '../config/invite-repository';
import type { MailQueue } from '../mail/mail-queue';
import type { CreditRepository } from './credit-repository';
import type { FitnessRepository } from './fitness-repository';
import type { RateLimiter } from './rate-limiter';
import type { ResetRequestRepository } from './reset-request-repository';
import type { ResetTokenRepository } from './reset-token-repository';
import type { SessionRepository } from './session-repository';
import type { UserDataRepository } from './user-data-repository';
import type { UserRecord } from './user-record';
import type { UserRepository } from './user-repository';

/**
 * Runs before an account's data is deleted. The watch integration registers one to deregister the user
 * at the provider (it needs the tokens still stored on the user item); a throwing hook stops the deletion.
 */
export type AccountDeletionHook = (user: UserRecord) => Promise<void>;

export interface AccountDeps {
  users: UserRepository;
  userData: UserDataRepository;
  traces: AccountTracesRepository;
  sessions: SessionRepository;
  resetTokens: ResetTokenRepository;
  resetRequests: ResetRequestRepository;
  fitness: FitnessRepository;
  credits: CreditRepository;
  rateLimiter: RateLimiter;
  appConfig: AppConfigRepository;
  invites: InviteRepository;
  mailQueue: MailQueue;
  clock: Clock;
  appUrl: string;
  deletionHooks: AccountDeletionHook[];
}
