import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { queryPages } from '../../db/query-all';
import type { FitnessView } from '@shared/schemas/accounts';
import type { CurrentTraining } from '@shared/schemas/training';

export interface FitnessLevels {
  swimLevel: number;
  bikeLevel: number;
  runLevel: number;
  /** What the athlete trains now, as stated in onboarding (the plan starts from it). */
  currentTraining?: CurrentTraining | null;
}

interface FitnessRow extends FitnessView {
  id: string;
  startedAt: string;
}

function toRow(item: Record<string, unknown>): FitnessRow {
  return {
    id: String(item.id),
    startedAt: String(item.startedAt),
    swimLevel: Number(item.swimLevel),
    bikeLevel: Number(item.bikeLevel),
    runLevel: Number(item.runLevel),
    dateStart: String(item.dateStart),
    dateEnd: (item.dateEnd as string | undefined) ?? null,
    currentTraining: (item.currentTraining as FitnessView['currentTraining']) ?? null,
  };
}

const toView = ({ id: _id, startedAt: _s, ...view }: FitnessRow): FitnessView => view;

/** user_fitness rows: one open row (no dateEnd) at a time, sorted by their start timestamp. */
export function createFitnessRepository({ doc, table }: Db) {
  async function query(userId: string, limit?: number): Promise<FitnessRow[]> {
    const rows: FitnessRow[] = [];
    const pages = queryPages(doc, {
      TableName: table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.fitnessPrefix },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: limit,
    });
    for await (const page of pages) {
      rows.push(...page.map(toRow));
      if (limit && rows.length >= limit) break;
    }
    return rows;
  }

  return {
    async latest(userId: string): Promise<FitnessView | null> {
      const [row] = await query(userId, 1);
      return row ? toView(row) : null;
    },

    async list(userId: string): Promise<FitnessView[]> {
      return (await query(userId)).map(toView);
    },

    /**
     * Writes a new row, closes the previous one (dateEnd) and moves the user's `fitnessHead` in one transaction.
     * Both are conditional, so of two concurrent saves one loses, re-reads and retries.
     */
    async save(userId: string, levels: FitnessLevels, id: string, now: Date): Promise<FitnessView> {
      for (let attempt = 0; ; attempt++) {
        const [previous] = await query(userId, 1);
        // A row always sorts after the one it closes, even when a concurrent save won with a later clock.
        const startMs = Math.max(now.getTime(), previous ? Date.parse(previous.startedAt) + 1 : 0);
        const startedAt = new Date(startMs).toISOString();
        const dateStart = startedAt.slice(0, 10);
        const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
          {
            Put: {
              TableName: table,
              Item: {
                ...keys.fitness(userId, startedAt, id),
                type: 'fitness',
                id,
                userId,
                startedAt,
                dateStart,
                swimLevel: levels.swimLevel,
                bikeLevel: levels.bikeLevel,
                runLevel: levels.runLevel,
                ...(levels.currentTraining ? { currentTraining: levels.currentTraining } : {}),
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ];
        // The user item names the open row: a save that did not see the latest row loses this condition.
        items.push({
          Update: {
            TableName: table,
            Key: keys.user(userId),
            UpdateExpression: 'SET fitnessHead = :id',
            ConditionExpression: previous
              ? 'fitnessHead = :prev OR attribute_not_exists(fitnessHead)'
              : 'attribute_exists(PK) AND attribute_not_exists(fitnessHead)',
            ExpressionAttributeValues: previous ? { ':id': id, ':prev': previous.id } : { ':id': id },
          },
        });
        if (previous && !previous.dateEnd) {
          items.push({
            Update: {
              TableName: table,
              Key: keys.fitness(userId, previous.startedAt, previous.id),
              UpdateExpression: 'SET dateEnd = :end',
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(dateEnd)',
              ExpressionAttributeValues: { ':end': dateStart },
            },
          });
        }
        try {
          await doc.send(new TransactWriteCommand({ TransactItems: items }));
          return {
            swimLevel: levels.swimLevel,
            bikeLevel: levels.bikeLevel,
            runLevel: levels.runLevel,
            dateStart,
            dateEnd: null,
            currentTraining: levels.currentTraining ?? null,
          };
        } catch (error) {
          const retryable =
            error instanceof TransactionCanceledException || (error as Error).name === 'TransactionConflictException';
          if (!retryable || attempt >= 8) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1) + Math.random() * 50));
        }
      }
    },
  };
}

export type FitnessRepository = ReturnType<typeof createFitnessRepository>;
