import { env } from '../../lib/env';
import type { Platform } from '../../composition/platform';
import { createMailQueue } from '../mail/mail-queue';
import { createMailRepository } from '../mail/mail-repository';
import { createAppConfigRepository } from './app-config-repository';
import { createInviteRepository } from './invite-repository';
import { createInviteService } from './invite-service';
import { createSignupListRepository } from './signup-list-repository';
import { createSignupService } from './signup-service';
import { createRateLimiter } from '../accounts/rate-limiter';

/** Sign-up config, beta list, newsletter and invites, wired from a platform (the config group, the admin group). */
export function createConfigServices(platform: Platform) {
  const { db, clock } = platform;
  const appConfig = createAppConfigRepository(db);
  const lists = createSignupListRepository(db);
  return {
    appConfig,
    lists,
    signups: createSignupService({ config: appConfig, lists, limiter: createRateLimiter(db, clock), clock }),
    invites: createInviteService({
      invites: createInviteRepository(db, clock),
      mailQueue: createMailQueue(createMailRepository(db), clock),
      clock,
      appUrl: env().APP_URL,
    }),
  };
}

export type ConfigServices = ReturnType<typeof createConfigServices>;
