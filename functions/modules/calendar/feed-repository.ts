import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { guardedTransaction } from '../../db/guarded-transaction';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import { workoutFromItem, type WorkoutRecord } from '../workouts/workout-record';

export interface CalendarFeed {
  tokenHash: string;
  createdAt: string;
}

/** The feed item under the athlete and its guard `CALENDAR_FEED#<hash>` (athlete id), always written and removed together. */
export function createFeedRepository(db: Db) {
  const { doc, table } = db;
  return {
    async get(userId: string): Promise<CalendarFeed | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.calendarFeedOfUser(userId), ConsistentRead: true }),
      );
      return Item ? { tokenHash: String(Item.tokenHash), createdAt: String(Item.createdAt) } : null;
    },

    async userIdFor(tokenHash: string): Promise<string | null> {
      const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.calendarFeed(tokenHash) }));
      return Item ? String(Item.userId) : null;
    },

    /** A new feed, replacing `previous` (only while it is still the athlete's): the old URL stops working at once. */
    async replace(userId: string, next: CalendarFeed, previous: CalendarFeed | null): Promise<boolean> {
      const outcome = await guardedTransaction(db, [
        {
          Put: {
            TableName: table,
            Item: { ...keys.calendarFeedOfUser(userId), type: 'calendarFeed', ...next },
            ConditionExpression: previous ? 'tokenHash = :previous' : 'attribute_not_exists(PK)',
            ...(previous ? { ExpressionAttributeValues: { ':previous': previous.tokenHash } } : {}),
          },
        },
        {
          Put: {
            TableName: table,
            Item: { ...keys.calendarFeed(next.tokenHash), type: 'calendarFeedGuard', userId },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...(previous ? [{ Delete: { TableName: table, Key: keys.calendarFeed(previous.tokenHash) } }] : []),
      ]);
      return outcome === 'committed';
    },

    async remove(userId: string, feed: CalendarFeed): Promise<void> {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table, Key: keys.calendarFeedOfUser(userId) } },
            { Delete: { TableName: table, Key: keys.calendarFeed(feed.tokenHash) } },
          ],
        }),
      );
    },

    /** Every workout of the athlete: one Query over the partition's WORKOUT# items. */
    async workouts(userId: string): Promise<WorkoutRecord[]> {
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.workoutPrefix },
      });
      return items.map(workoutFromItem);
    },

    /** The athlete's deleted weeks: the completed workouts such a week keeps are gone from the athlete's view, so from the feed too. */
    async deletedWeekIds(userId: string): Promise<Set<string>> {
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ProjectionExpression: 'id, deleted',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.weekPrefix },
      });
      return new Set(items.filter((i) => i.deleted === true).map((i) => String(i.id)));
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
