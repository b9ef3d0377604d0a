import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Fitness } from '@shared/schemas/training';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { isConditionFailure } from '../../db/items';

/** Records that a task's save_fitness_levels was applied, so a redelivered task does not apply it again. */
export function createToolCallRepository({ doc, table }: Db) {
  return {
    async find(userId: string, taskId: string): Promise<Fitness | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.toolCall(userId, taskId), ConsistentRead: true }),
      );
      return Item
        ? { swimLevel: Number(Item.swimLevel), bikeLevel: Number(Item.bikeLevel), runLevel: Number(Item.runLevel) }
        : null;
    },

    async record(userId: string, taskId: string, levels: Fitness, now: string, expiresAt: number): Promise<void> {
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...keys.toolCall(userId, taskId),
              type: 'tool_call',
              name: 'save_fitness_levels',
              ...levels,
              createdAt: now,
              expiresAt,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}

export type ToolCallRepository = ReturnType<typeof createToolCallRepository>;
