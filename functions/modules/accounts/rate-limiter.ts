import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import type { Clock } from '../../composition/platform';
import type { Limit } from './limits';
import { isOverLimit, windowIndex } from './rate-window';

/** Counters in `RL#<bucket>` items, one per fixed window, removed by TTL two windows later. */
export function createRateLimiter({ doc, table }: Db, clock: Clock) {
  return {
    async isLimited(bucket: string, { limit, windowSeconds }: Limit): Promise<boolean> {
      const now = clock().getTime();
      const index = windowIndex(now, windowSeconds);
      const Keys = [keys.rateLimit(bucket, index - 1), keys.rateLimit(bucket, index)];
      const result = await doc.send(new BatchGetCommand({ RequestItems: { [table]: { Keys, ProjectionExpression: 'SK, hits' } } }));
      const items = result.Responses?.[table] ?? [];
      const hits = (sk: string) => Number(items.find((i) => i.SK === sk)?.hits ?? 0);
      return isOverLimit(hits(Keys[0]!.SK), hits(Keys[1]!.SK), now, windowSeconds, limit);
    },

    async hit(bucket: string, { windowSeconds }: Limit): Promise<void> {
      const now = clock().getTime();
      const index = windowIndex(now, windowSeconds);
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.rateLimit(bucket, index),
          UpdateExpression: 'ADD hits :one SET expiresAt = :exp',
          ExpressionAttributeValues: { ':one': 1, ':exp': (index + 2) * windowSeconds },
        }),
      );
    },

    /** Counts this attempt and tells whether it went over: for calls limited on every attempt. */
    async take(bucket: string, limit: Limit): Promise<boolean> {
      if (await this.isLimited(bucket, limit)) return false;
      await this.hit(bucket, limit);
      return true;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
