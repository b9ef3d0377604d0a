import type { CalendarFeedCreated, CalendarFeedView } from '@shared/schemas/calendar-feed';
import type { Language } from '@shared/schemas/common';
import { randomToken, sha256 } from '../../lib/crypto';
import { conflict, notFound, tooManyRequests } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { Limit } from '../accounts/limits';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { ThresholdRepository } from '../thresholds/threshold-repository';
import type { FeedRepository } from './feed-repository';
import { addDays } from '@shared/calendar/days';
import { workoutsCalendar } from './ics';
import { createFeedRevoker } from './revoke-feed';

export const FEED_NOT_FOUND = 'Calendar feed not found';

/** How far back the feed reaches: enough for the recent weeks, short enough to stay small over a long season. */
export const FEED_DAYS_BACK = 8 * 7;

/** Calendar apps poll every few hours; a link read more often than this has leaked or loops, so it waits. */
export const FEED_READS: Limit = { limit: 60, windowSeconds: 60 * 60 };

export interface FeedServiceDeps {
  feeds: FeedRepository;
  revoke: ReturnType<typeof createFeedRevoker>;
  limiter: Pick<RateLimiter, 'take'>;
  thresholds: Pick<ThresholdRepository, 'get'>;
  users: { findById(id: string): Promise<{ lang?: Language | null } | null> };
  clock: Clock;
  appUrl: string;
}

/**
 * A private iCalendar URL per athlete: the token is shown once and stored only as its hash; making a new one
 * revokes the old; the feed is built from the workouts at each read, so moves show up at the next refresh.
 */
export function createFeedService({ feeds, revoke, limiter, thresholds, users, clock, appUrl }: FeedServiceDeps) {
  // The .ics ending helps calendar apps that judge a subscription by its URL; the route strips it.
  const urlOf = (token: string) => `${appUrl}/api/calendar/${token}.ics`;
  return {
    async status(userId: string): Promise<CalendarFeedView> {
      const feed = await feeds.get(userId);
      return { active: feed !== null, createdAt: feed?.createdAt ?? null };
    },

    async create(userId: string): Promise<CalendarFeedCreated> {
      const previous = await feeds.get(userId);
      const token = randomToken();
      const createdAt = clock().toISOString();
      if (!(await feeds.replace(userId, { tokenHash: sha256(token), createdAt }, previous)))
        throw conflict('The calendar link changed meanwhile. Please try again.');
      return { url: urlOf(token), createdAt };
    },

    revoke,

    /** The feed behind a token; an unknown or revoked token is a 404 that says nothing more. */
    async ics(token: string): Promise<string> {
      const tokenHash = sha256(token);
      const userId = await feeds.userIdFor(tokenHash);
      if (!userId) throw notFound(FEED_NOT_FOUND);
      if (!(await limiter.take(`calfeed#${tokenHash}`, FEED_READS)))
        throw tooManyRequests('This calendar link is read too often. Please try again later.');
      const [user, workouts, deletedWeeks, own] = await Promise.all([
        users.findById(userId),
        feeds.workouts(userId),
        feeds.deletedWeekIds(userId),
        thresholds.get(userId),
      ]);
      if (!user) throw notFound(FEED_NOT_FOUND);
      const from = addDays(clock().toISOString().slice(0, 10), -FEED_DAYS_BACK);
      // Each event links to its workout, so a workout of a deleted week (its completed ones stay stored) is left out.
      const shown = workouts.filter((w) => w.day !== null && w.day >= from && !deletedWeeks.has(w.weekId));
      return workoutsCalendar(shown, user.lang === 'pl' ? 'pl' : 'en', appUrl, own);
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
