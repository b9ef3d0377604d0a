import type { AdminTaskRow } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import type { PageKey } from '../../db/cursor';
import { keys } from '../../db/keys';
import { shardedPage } from '../../db/sharded-page';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../../db/query-all';
import type { TaskStatus } from '../tasks/task';

/** Everything the monitor shows; prompts and answers (large, private) are never read. */
const ROW_ATTRIBUTES = [
  'id',
  'userId',
  'taskType',
  'status',
  'createdAt',
  'startedAt',
  'completedAt',
  'attempts',
  'resends',
  'errorMessage',
  'metadata',
] as const;

/** A page position: the status listed and the last sort key shown (the same in every shard of the status). */
export const taskCursor = (status: TaskStatus) => ({ attributes: ['status', 'before'] as const, fixed: { status } });

export type TaskRow = Omit<AdminTaskRow, 'userEmail' | 'retryable'> & { metadata: Record<string, unknown> };

function toRow(item: Record<string, unknown>): TaskRow {
  const createdAt = String(item.createdAt);
  const completedAt = (item.completedAt as string | undefined) ?? null;
  return {
    id: String(item.id),
    userId: String(item.userId),
    taskType: String(item.taskType),
    status: item.status as TaskStatus,
    createdAt,
    startedAt: (item.startedAt as string | undefined) ?? null,
    completedAt,
    durationMs: completedAt ? Date.parse(completedAt) - Date.parse(createdAt) : null,
    attempts: Number(item.attempts ?? 0),
    resends: Number(item.resends ?? 0),
    errorMessage: (item.errorMessage as string | undefined) ?? null,
    metadata: (item.metadata as Record<string, unknown> | undefined) ?? {},
  };
}

/** Tasks of every athlete by status (GSI2 `TASKS#<status>#<shard>`: unfinished ones for the reaper, finished ones for 30 days). */
export function createAdminTaskRepository({ doc, table }: Db) {
  return {
    async listByStatus({
      status,
      type,
      cursor,
      limit,
    }: {
      status: TaskStatus;
      type?: string;
      cursor?: PageKey;
      limit: number;
    }) {
      const { items, next } = await shardedPage(doc, {
        table,
        index: 'GSI2',
        partitions: keys.taskStatusPartitions(status),
        limit,
        before: cursor?.before,
        attributes: ROW_ATTRIBUTES,
        filter: type
          ? { expression: '#type = :type', names: { '#type': 'taskType' }, values: { ':type': type } }
          : undefined,
      });
      return { items: items.map(toRow), next: next === null ? null : { status, before: next } };
    },

    async get(userId: string, taskId: string): Promise<TaskRow | null> {
      const names = Object.fromEntries(ROW_ATTRIBUTES.map((name, i) => [`#a${i}`, name]));
      const { Item } = await doc.send(
        new GetCommand({
          TableName: table,
          Key: keys.task(userId, taskId),
          ExpressionAttributeNames: names,
          ProjectionExpression: Object.keys(names).join(', '),
        }),
      );
      return Item ? toRow(Item) : null;
    },

    /** A user's tasks (TTL 30 days keeps the list short), newest first, without prompts and answers. */
    async ofUser(userId: string, limit: number): Promise<TaskRow[]> {
      const names = Object.fromEntries(ROW_ATTRIBUTES.map((name, i) => [`#a${i}`, name]));
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.taskPrefix },
        ExpressionAttributeNames: names,
        ProjectionExpression: Object.keys(names).join(', '),
      });
      return items
        .map(toRow)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, limit);
    },
  };
}

export type AdminTaskRepository = ReturnType<typeof createAdminTaskRepository>;
