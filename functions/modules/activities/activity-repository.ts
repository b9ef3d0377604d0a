import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import type { ActivityRecord } from './activity-record';
import { stripKeys } from '../../db/items';

export function createActivityRepository({ doc, table }: Db) {
  return {
    /** Idempotent per activity id and start time: a re-sent push overwrites the same item. */
    async put(activity: ActivityRecord): Promise<void> {
      await doc.send(new PutCommand({ TableName: table, Item: { ...keys.activity(activity.userId, activity.startTime, activity.id), type: 'activity', ...activity } }));
    },

    /** Newest first; optionally only those starting in [fromIso, toIso). One Query. */
    async list(userId: string, range: { fromIso?: string; toIso?: string } = {}, limit = 200): Promise<ActivityRecord[]> {
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
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
