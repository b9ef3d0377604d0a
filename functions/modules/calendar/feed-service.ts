import type { CalendarFeedCreated, CalendarFeedView } from '../../../shared/schemas/calendar-feed';
import type { Language } from '../../../shared/schemas/common';
import { randomToken, sha256 } from '../../lib/crypto';
import { conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/platform';
import type { FeedRepository } from './feed-repository';
import { workoutsCalendar } from './ics';

export const FEED_NOT_FOUND = 'Calendar feed not found';

export interface FeedServiceDeps {
  feeds: FeedRepository;
  users: { findById(id: string): Promise<{ lang?: Language | null } | null> };
  clock: Clock;
  appUrl: string;
}

/**
 * A private iCalendar URL per athlete: the token is shown once and stored only as its hash; making a new one
 * revokes the old; the feed is built from the workouts at each read, so moves show up at the next refresh.
 */
export function createFeedService({ feeds, users, clock, appUrl }: FeedServiceDeps) {
  const urlOf = (token: string) => `${appUrl}/api/calendar/${token}`;
  return {
    async status(userId: string): Promise<CalendarFeedView> {
      const feed = await feeds.get(userId);
      return { active: feed !== null, createdAt: feed?.createdAt ?? null };
    },

    async create(userId: string): Promise<CalendarFeedCreated> {
      const previous = await feeds.get(userId);
      const token = randomToken();
      const createdAt = clock().toISOString();
      if (!(await feeds.replace(userId, { tokenHash: sha256(token), createdAt }, previous))) throw conflict('The calendar link changed meanwhile. Please try again.');
      return { url: urlOf(token), createdAt };
    },

    async revoke(userId: string): Promise<void> {
      const feed = await feeds.get(userId);
      if (feed) await feeds.remove(userId, feed);
    },

    /** The feed behind a token; an unknown or revoked token is a 404 that says nothing more. */
    async ics(token: string): Promise<string> {
      const userId = await feeds.userIdFor(sha256(token));
      if (!userId) throw notFound(FEED_NOT_FOUND);
      const [user, workouts] = await Promise.all([users.findById(userId), feeds.workouts(userId)]);
      if (!user) throw notFound(FEED_NOT_FOUND);
      return workoutsCalendar(workouts, user.lang === 'pl' ? 'pl' : 'en', appUrl);
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
