import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { isConditionFailure } from '../../db/items';
import { keys } from '../../db/keys';
import { emptyThresholds, THRESHOLD_NAMES } from '@shared/schemas/threshold-names';
import type { ThresholdsView } from '@shared/schemas/thresholds';

/** The stored view was changed by another call since it was read: read again and retry. */
export class ThresholdsChangedError extends Error {}

/** The athlete's thresholds: one item `USER#u / THRESHOLDS`. */
export function createThresholdRepository({ doc, table }: Db) {
  return {
    /** The stored thresholds, or every value null when the athlete has none. */
    async get(userId: string): Promise<ThresholdsView> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.thresholds(userId), ConsistentRead: true }),
      );
      return Item ? toView(Item) : emptyThresholds();
    },

    /**
     * Writes the whole view, only when the stored one is still the one the caller read (`seenUpdatedAt`; null = none
     * stored), so a check across two values (threshold HR below max HR) holds against concurrent writes.
     */
    async put(
      userId: string,
      view: ThresholdsView & { updatedAt: string },
      seenUpdatedAt: string | null,
    ): Promise<void> {
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: { ...keys.thresholds(userId), type: 'thresholds', ...view },
            ConditionExpression: seenUpdatedAt === null ? 'attribute_not_exists(PK)' : 'updatedAt = :seen',
            ExpressionAttributeValues: seenUpdatedAt === null ? undefined : { ':seen': seenUpdatedAt },
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new ThresholdsChangedError('Thresholds changed meanwhile');
        throw error;
      }
    },
  };
}

/** A stored item (or one read with other items) as the view; unknown or malformed values read as null. */
export function toView(item: Record<string, unknown>): ThresholdsView {
  const view = emptyThresholds();
  for (const name of THRESHOLD_NAMES) {
    const value = item[name];
    view[name] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  const sources = (item.sources ?? {}) as ThresholdsView['sources'];
  view.sources = Object.fromEntries(
    THRESHOLD_NAMES.filter((n) => view[n] !== null && sources[n]).map((n) => [n, sources[n]]),
  );
  view.updatedAt = typeof item.updatedAt === 'string' ? item.updatedAt : null;
  return view;
}

export type ThresholdRepository = ReturnType<typeof createThresholdRepository>;
