import { env } from '../../lib/env';
import type { Platform } from '../../composition/platform';
import { createAppConfigRepository } from '../config/app-config-repository';
import { createInviteRepository } from '../config/invite-repository';
import { createMailQueue } from '../mail/mail-queue';
import { createMailRepository } from '../mail/mail-repository';
import { createAuthService } from './auth-service';
import { createCreditRepository } from './credit-repository';
import { createDeletionService } from './deletion-service';
import type { AccountDeletionHook, AccountDeps } from './deps';
import { createExportService } from './export-service';
import { createFitnessRepository } from './fitness-repository';
import { createPasswordService } from './password-service';
import { createProfileService } from './profile-service';
import { createAccountTracesRepository } from './account-traces-repository';
import { createRateLimiter } from './rate-limiter';
import { createResetRequestRepository } from './reset-request-repository';
import { createResetTokenRepository } from './reset-token-repository';
import { createUserDataRepository } from './user-data-repository';
import { createUserRepository } from './user-repository';

/** What every account service is built from (the admin group builds the password service alone from it). */
export function createAccountDeps(
  platform: Platform,
  options: { deletionHooks?: AccountDeletionHook[] } = {},
): AccountDeps {
  const { db, clock } = platform;
  return {
    users: createUserRepository(db),
    userData: createUserDataRepository(db),
    traces: createAccountTracesRepository(db),
    sessions: platform.sessions,
    resetTokens: createResetTokenRepository(db, clock),
    resetRequests: createResetRequestRepository(db),
    fitness: createFitnessRepository(db),
    credits: createCreditRepository(db),
    rateLimiter: createRateLimiter(db, clock),
    appConfig: createAppConfigRepository(db),
    invites: createInviteRepository(db, clock),
    mailQueue: createMailQueue(createMailRepository(db), clock),
    clock,
    appUrl: env().APP_URL,
    deletionHooks: options.deletionHooks ?? [],
  };
}

/** Wires the account services from a platform; other groups (chat: saveFitness) build it the same way. */
export function createAccountServices(platform: Platform, options: { deletionHooks?: AccountDeletionHook[] } = {}) {
  const deps = createAccountDeps(platform, options);
  return {
    auth: createAuthService(deps),
    profile: createProfileService(deps),
    passwords: createPasswordService(deps),
    deletion: createDeletionService(deps),
    exporter: createExportService(deps),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
