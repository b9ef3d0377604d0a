import {
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The admin overview's running totals. Each is changed where the thing it counts changes. */
export const COUNTER_NAMES = [
  'users',
  'activePlans',
  'weeksCreated',
  'creditsSold',
  'creditsGranted',
  'creditsRemoved',
  'watchConnections',
  'aiInputTokens',
  'aiOutputTokens',
] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];
export type Counters = Record<CounterName, number>;

/**
 * Shards per counter. A transaction that touches an item another transaction holds is cancelled
 * (TransactionConflict); spreading each counter over 16 items keeps that rare for concurrent sign-ups.
 */
export const COUNTER_SHARDS = 16;

const randomShard = () => Math.floor(Math.random() * COUNTER_SHARDS);

function addExpression(delta: number) {
  return {
    UpdateExpression: 'ADD #v :d SET #n = :name, #t = :type',
    ExpressionAttributeNames: { '#v': 'value', '#n': 'counter', '#t': 'type' },
    ExpressionAttributeValues: { ':d': delta, ':type': 'statCounter' },
  };
}

/** A counter change to put into a transaction, so the count moves exactly when the counted write commits. */
export function counterUpdate(table: string, name: CounterName, delta: number): TransactItem {
  const expression = addExpression(delta);
  return {
    Update: {
      TableName: table,
      Key: keys.statCounter(name, randomShard()),
      ...expression,
      ExpressionAttributeValues: { ...expression.ExpressionAttributeValues, ':name': name },
    },
  };
}

export function emptyCounters(): Counters {
  return Object.fromEntries(COUNTER_NAMES.map((name) => [name, 0])) as Counters;
}

export function createCounterRepository({ doc, table }: Db) {
  return {
    /** For changes that are not a transaction of ours (account deletion's batch deletes). */
    async bump(name: CounterName, delta: number): Promise<void> {
      const expression = addExpression(delta);
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.statCounter(name, randomShard()),
          ...expression,
          ExpressionAttributeValues: { ...expression.ExpressionAttributeValues, ':name': name },
        }),
      );
    },

    /** Every counter, summed over its shards: one Query of at most 7 x 16 tiny items. */
    async readAll(): Promise<Counters> {
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.statsPartition, ':prefix': keys.statCounterPrefix },
      });
      const totals = emptyCounters();
      for (const item of items) {
        const name = item.counter as CounterName;
        if (name in totals) totals[name] += Number(item.value ?? 0);
      }
      return totals;
    },

    /** Sets a counter to a recounted value: shard 0 holds it, the others go to 0, in one transaction. */
    async set(name: CounterName, value: number): Promise<void> {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: Array.from({ length: COUNTER_SHARDS }, (_, shard) => ({
            Put: {
              TableName: table,
              Item: {
                ...keys.statCounter(name, shard),
                type: 'statCounter',
                counter: name,
                value: shard === 0 ? value : 0,
              },
            },
          })),
        }),
      );
    },
  };
}

export type CounterRepository = ReturnType<typeof createCounterRepository>;

/** How many items a GSI partition holds (Select COUNT, paginated): for partitions that stay small. */
export async function countGsiPartition(
  { doc, table }: Db,
  partition: string,
  fromSortKey?: string,
  index: 'GSI1' | 'GSI2' = 'GSI1',
): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new QueryCommand({
        TableName: table,
        IndexName: index,
        KeyConditionExpression:
          fromSortKey === undefined ? `${index}PK = :pk` : `${index}PK = :pk AND ${index}SK >= :from`,
        ExpressionAttributeValues: { ':pk': partition, ...(fromSortKey === undefined ? {} : { ':from': fromSortKey }) },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/** How many tasks have a status: the sum over its GSI2 shards. */
export async function countTasksWithStatus(db: Db, status: string): Promise<number> {
  const counts = await Promise.all(
    keys.taskStatusPartitions(status).map((partition) => countGsiPartition(db, partition, undefined, 'GSI2')),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The counts above as a reader the services take (built over the table by the composition, like a repository). */
export function createGsiCounts(db: Db) {
  return {
    partition: (partition: string, fromSortKey?: string) => countGsiPartition(db, partition, fromSortKey),
    tasksWithStatus: (status: string) => countTasksWithStatus(db, status),
  };
}

export type GsiCounts = ReturnType<typeof createGsiCounts>;
