import { env } from '../../lib/env';
import type { Platform } from '../../composition/platform';
import { createRateLimiter } from '../accounts/rate-limiter';
import { createUserRepository } from '../accounts/user-repository';
import { createFeedRepository } from './feed-repository';
import { createFeedService } from './feed-service';
import { createFeedRevoker } from './revoke-feed';
import { createThresholdRepository } from '../thresholds/threshold-repository';

/** Wires the calendar feed (the calendar group serves it; account deletion revokes it through revoke-feed). */
export function createCalendarFeeds(platform: Pick<Platform, 'db' | 'clock'>) {
  return createFeedService({
    feeds: createFeedRepository(platform.db),
    revoke: createFeedRevoker(platform.db),
    limiter: createRateLimiter(platform.db, platform.clock),
    thresholds: createThresholdRepository(platform.db),
    users: createUserRepository(platform.db),
    clock: platform.clock,
    appUrl: env().APP_URL,
  });
}
