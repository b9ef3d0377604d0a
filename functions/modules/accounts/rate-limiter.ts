import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { isConditionFailure } from '../../db/items';
import { keys } from '../../db/keys';
import type { Clock } from '../../lib/clock';
import type { Limit } from './limits';
import { allowedInCurrent, slidingCount, windowIndex } from './rate-window';

/** A counted attempt: `before` is the sliding count without it; `release` gives the slot back (a success). */
export interface Reservation {
  before: number;
  release: () => Promise<void>;
}

/**
 * Counters in `RATE_LIMIT#<bucket>` items, one per fixed window, removed by TTL two windows later. Every limit is one
 * conditional `ADD` on the current window (the previous, closed window only weighs in), so parallel requests can
 * never count past the limit: the write that would go over fails its condition and is refused.
 */
export function createRateLimiter({ doc, table }: Db, clock: Clock) {
  const expiry = (index: number, windowSeconds: number) => (index + 2) * windowSeconds;

  async function previousWeight(bucket: string, index: number, nowMs: number, windowSeconds: number): Promise<number> {
    const { Item } = await doc.send(
      new GetCommand({
        TableName: table,
        Key: keys.rateLimit(bucket, index - 1),
        ProjectionExpression: 'hits',
        ConsistentRead: true,
      }),
    );
    return slidingCount(Number(Item?.hits ?? 0), 0, nowMs, windowSeconds);
  }

  async function add(
    bucket: string,
    index: number,
    windowSeconds: number,
    delta: number,
    extra: Record<string, unknown> = {},
  ): Promise<number> {
    const names = Object.keys(extra);
    const { Attributes } = await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.rateLimit(bucket, index),
        UpdateExpression: `ADD hits :delta SET expiresAt = :exp${names.map((n) => `, ${n} = :${n}`).join('')}`,
        ExpressionAttributeValues: {
          ':delta': delta,
          ':exp': expiry(index, windowSeconds),
          ...Object.fromEntries(names.map((n) => [`:${n}`, extra[n]])),
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.hits ?? 0);
  }

  return {
    /** Counts this attempt unless it would go over the limit (then nothing is counted): null when limited. */
    async reserve(bucket: string, { limit, windowSeconds }: Limit): Promise<Reservation | null> {
      const now = clock().getTime();
      const index = windowIndex(now, windowSeconds);
      const previous = await previousWeight(bucket, index, now, windowSeconds);
      const allowed = allowedInCurrent(previous, limit);
      if (allowed <= 0) return null;
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.rateLimit(bucket, index),
            UpdateExpression: 'ADD hits :one SET expiresAt = :exp',
            ConditionExpression: 'attribute_not_exists(hits) OR hits < :allowed',
            ExpressionAttributeValues: { ':one': 1, ':allowed': allowed, ':exp': expiry(index, windowSeconds) },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        const before = Number(Attributes?.hits ?? 1) - 1 + previous;
        return { before, release: async () => void (await add(bucket, index, windowSeconds, -1)) };
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /** Counts this attempt and tells whether it was within the limit: for calls limited on every attempt. */
    async take(bucket: string, limit: Limit): Promise<boolean> {
      return (await this.reserve(bucket, limit)) !== null;
    },

    /** Counts an event that is never refused (a failed password), with the time of the latest; the new count. */
    async record(bucket: string, { windowSeconds }: Limit): Promise<number> {
      const now = clock().getTime();
      return add(bucket, windowIndex(now, windowSeconds), windowSeconds, 1, { lastAt: now });
    },

    /** The sliding count of a bucket and the time of its latest `record` (read only). */
    async peek(bucket: string, { windowSeconds }: Limit): Promise<{ count: number; lastAt: number | null }> {
      const now = clock().getTime();
      const index = windowIndex(now, windowSeconds);
      const Keys = [keys.rateLimit(bucket, index - 1), keys.rateLimit(bucket, index)];
      const result = await doc.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys, ProjectionExpression: 'SK, hits, lastAt', ConsistentRead: true } },
        }),
      );
      const items = result.Responses?.[table] ?? [];
      const item = (sk: string) => items.find((i) => i.SK === sk);
      const [previous, current] = [item(Keys[0]!.SK), item(Keys[1]!.SK)];
      const times = [previous?.lastAt, current?.lastAt].filter((t) => t !== undefined).map(Number);
      return {
        count: slidingCount(Number(previous?.hits ?? 0), Number(current?.hits ?? 0), now, windowSeconds),
        lastAt: times.length ? Math.max(...times) : null,
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
