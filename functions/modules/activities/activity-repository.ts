import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import type { ActivityRecord } from './activity-record';
import { isConditionFailure, stripKeys } from '../../db/items';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Attributes the item holds only for the table's sake. */
const activityItem = (a: ActivityRecord) => ({
  ...keys.activity(a.userId, a.startTime, a.id),
  ...keys.activityById(a.userId, a.id),
  type: 'activity',
  ...a,
});

export function createActivityRepository({ doc, table }: Db) {
  return {
    /** Idempotent per activity id and start time: a re-sent push overwrites the same item. */
    async put(activity: ActivityRecord): Promise<void> {
      await doc.send(new PutCommand({ TableName: table, Item: activityItem(activity) }));
    },

    /** The transaction item that stores the activity (with others: the workout it completes, the record it replaces). */
    putItem(activity: ActivityRecord): TransactItem {
      return { Put: { TableName: table, Item: activityItem(activity) } };
    },

    deleteItem(activity: Pick<ActivityRecord, 'userId' | 'startTime' | 'id'>): TransactItem {
      return {
        Delete: {
          TableName: table,
          Key: keys.activity(activity.userId, activity.startTime, activity.id),
          ConditionExpression: 'attribute_exists(PK)',
        },
      };
    },

    async transact(items: TransactItem[]): Promise<boolean> {
      try {
        await doc.send(new TransactWriteCommand({ TransactItems: items }));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Newest first; optionally only those starting in [fromIso, toIso). One Query. */
    async list(
      userId: string,
      range: { fromIso?: string; toIso?: string } = {},
      limit = 200,
    ): Promise<ActivityRecord[]> {
      const from = `${keys.activityPrefix}${range.fromIso ?? ''}`;
      const to = `${keys.activityPrefix}${range.toIso ?? '\uffff'}`;
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':from': from, ':to': to },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map((i) => stripKeys<ActivityRecord>(i));
    },

    /** Activities starting within `ms` of the start time: one key-range Query on the sort key (the duplicate check). */
    async startingNear(userId: string, startIso: string, ms: number): Promise<ActivityRecord[]> {
      const at = Date.parse(startIso);
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(userId),
          ':from': `${keys.activityPrefix}${new Date(at - ms).toISOString()}`,
          ':to': `${keys.activityPrefix}${new Date(at + ms).toISOString()}#\uffff`,
        },
        ConsistentRead: true,
      });
      return items.map((i) => stripKeys<ActivityRecord>(i));
    },

    /** The activity with this id: one GSI1 Query; activities stored before that index by a Query of the athlete's activities. */
    async findById(userId: string, activityId: string): Promise<ActivityRecord | null> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.activityById(userId, activityId).GSI1PK },
        }),
      );
      if (Items[0]) return stripKeys<ActivityRecord>(Items[0]);
      const legacy = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        FilterExpression: 'id = :id',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': keys.activityPrefix, ':id': activityId },
      });
      return legacy[0] ? stripKeys<ActivityRecord>(legacy[0]) : null;
    },

    /** Notes another source that delivered the same session on the record kept. */
    async addSource(activity: Pick<ActivityRecord, 'userId' | 'startTime' | 'id'>, alsoFrom: string[]): Promise<void> {
      await doc
        .send(
          new UpdateCommand({
            TableName: table,
            Key: keys.activity(activity.userId, activity.startTime, activity.id),
            UpdateExpression: 'SET alsoFrom = :from',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':from': alsoFrom },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },

    /** Remembers the latest day an automatic source delivered an activity (only ever moves forward). */
    async markAutomaticDelivery(userId: string, day: string): Promise<void> {
      await doc
        .send(
          new UpdateCommand({
            TableName: table,
            Key: keys.automaticDelivery(userId),
            UpdateExpression: 'SET #day = :day, #type = :type',
            ConditionExpression: 'attribute_not_exists(#day) OR #day < :day',
            ExpressionAttributeNames: { '#day': 'day', '#type': 'type' },
            ExpressionAttributeValues: { ':day': day, ':type': 'automaticDelivery' },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },

    async lastAutomaticDay(userId: string): Promise<string | null> {
      const { Item } = await doc.send(
        new GetCommand({
          TableName: table,
          Key: keys.automaticDelivery(userId),
          ProjectionExpression: '#day',
          ExpressionAttributeNames: { '#day': 'day' },
        }),
      );
      return typeof Item?.day === 'string' ? Item.day : null;
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
