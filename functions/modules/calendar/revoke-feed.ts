import type { Db } from '../../db/client';
import { createFeedRepository } from './feed-repository';

/**
 * Revokes the athlete's feed (its guard `CALENDAR_FEED#<hash>` lives outside the athlete's partition). Account deletion
 * calls this without loading the iCalendar writer into the accounts Lambda.
 */
export function createFeedRevoker(db: Db) {
  const feeds = createFeedRepository(db);
  return async (userId: string): Promise<void> => {
    const feed = await feeds.get(userId);
    if (feed) await feeds.remove(userId, feed);
  };
}
