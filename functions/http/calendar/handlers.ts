import type { RouteById, RouteId } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { binary, created, noContent, ok } from '../../lib/responses';
import type { FeedService } from '../../modules/calendar/feed-service';

type H<Id extends RouteId> = RouteHandler<RouteById<Id>>;

/** The private calendar feed: its state, a new link (the old one stops), revoking it, and the feed itself. */
export const calendarFeedHandlers = (feeds: FeedService) => ({
  getCalendarFeed: (async ({ session }) => ok(await feeds.status(session.userId))) satisfies H<'getCalendarFeed'>,
  createCalendarFeed: (async ({ session }) =>
    created(await feeds.create(session.userId))) satisfies H<'createCalendarFeed'>,
  deleteCalendarFeed: (async ({ session }) => {
    await feeds.revoke(session.userId);
    return noContent();
  }) satisfies H<'deleteCalendarFeed'>,
  // Calendar apps poll the URL: a private, short cache keeps a refresh storm off DynamoDB without hiding a move long.
  calendarFeed: (async ({ params }) =>
    binary(new TextEncoder().encode(await feeds.ics(params.token)), 'text/calendar; charset=utf-8', undefined, {
      headers: { 'cache-control': 'private, max-age=300' },
    })) satisfies H<'calendarFeed'>,
});
