import { GetCommand, QueryCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { updateIf } from '../../db/update-if';
import { epochSeconds, keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import { isUnfinished, TASK_LIMITS, type Task, type TaskStatus } from './task';
import { isConditionFailure, stripKeys } from '../../db/items';
import { guardedTransaction } from '../../db/guarded-transaction';
import { logger } from '../../lib/logger';
import { createTaskHourRepository } from '../stats/task-hours';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bookkeeping of the pipeline, not part of the task the API shows. */
const TASK_BOOKKEEPING = ['expiresAt', 'leaseUntil'];

function toTask(item: Record<string, unknown>): Task {
  const task = stripKeys<Task>(item, TASK_BOOKKEEPING);
  return {
    ...task,
    response: task.response ?? null,
    errorMessage: task.errorMessage ?? null,
    aiAssistantId: task.aiAssistantId ?? null,
    startedAt: task.startedAt ?? null,
    completedAt: task.completedAt ?? null,
    attempts: Number(task.attempts ?? 0),
    resends: Number(task.resends ?? 0),
    metadata: task.metadata ?? {},
  };
}

/** A task as the status index holds it: everything but the prompt and the answer. */
export type TaskStatusRow = Omit<Task, 'prompt' | 'response' | 'aiAssistantId' | 'aiUsage'>;

function toTaskStatusRow(item: Record<string, unknown>): TaskStatusRow {
  const { prompt: _p, response: _r, aiAssistantId: _a, aiUsage: _u, ...row } = toTask(item);
  return row;
}

/** Unset fields are left out of the item, so if_not_exists(startedAt, ...) works. */
const withoutNulls = (task: Task) => Object.fromEntries(Object.entries(task).filter(([, v]) => v !== null));

export class TaskLimitReached extends Error {}

/**
 * ai_tasks rows under the user's partition; on GSI2 by status (TASKS#<status>#<shard>, without prompt and answer):
 * unfinished ones for the reaper, finished ones for the admin monitor.
 */
export function createTaskRepository(db: Db) {
  const { doc, table } = db;
  const taskHours = createTaskHourRepository(db);
  /** A conditional update that answers the new task, or null when the condition did not hold. */
  async function transition(input: Omit<UpdateCommandInput, 'TableName' | 'ReturnValues'>): Promise<Task | null> {
    try {
      const { Attributes } = await doc.send(new UpdateCommand({ TableName: table, ReturnValues: 'ALL_NEW', ...input }));
      return Attributes ? toTask(Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  /** A finished task moves to GSI2 `TASKS#completed|failed#<shard>` by completion time (the admin monitor lists it; TTL ends it). */
  const finishedExpression = (extra: string) =>
    `SET #s = :s, updatedAt = :now, completedAt = :now, GSI2PK = :fpk, GSI2SK = :fsk, ${extra} REMOVE leaseUntil`;
  const finishedIndex = (status: 'completed' | 'failed', now: Date, taskId: string) => {
    const gsi = keys.taskByStatus(status, now.toISOString(), taskId);
    return { ':fpk': gsi.GSI2PK, ':fsk': gsi.GSI2SK };
  };
  /** The admin overview's hourly figures; a lost update only skews a statistic, so it never fails the task. */
  const recordFinished = async (task: Task | null): Promise<Task | null> => {
    if (task?.completedAt && (task.status === 'completed' || task.status === 'failed')) {
      await taskHours
        .recordFinished({
          taskType: task.taskType,
          status: task.status,
          createdAt: task.createdAt,
          completedAt: task.completedAt,
        })
        .catch((error: unknown) => {
          logger.warn('Could not record task statistics', { taskId: task.id, error: error as Error });
        });
    }
    return task;
  };

  return {
    /** Writes the pending row and takes one of the user's unfinished-task slots in one transaction. */
    async create(task: Task, maxUnfinished: number): Promise<void> {
      const expiresAt = epochSeconds(new Date(Date.parse(task.createdAt) + TASK_LIMITS.ttlDays * DAY_MS));
      const outcome = await guardedTransaction(db, [
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.task(task.userId, task.id),
              ...keys.taskByStatus('pending', task.createdAt, task.id),
              type: 'ai_task',
              ...withoutNulls(task),
              expiresAt,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Update: {
            TableName: table,
            Key: keys.taskCounter(task.userId),
            UpdateExpression: 'SET active = if_not_exists(active, :zero) + :one',
            ConditionExpression: 'attribute_not_exists(active) OR active < :max',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': maxUnfinished },
          },
        },
      ]);
      if (outcome === 'committed') return;
      if (outcome.failedAt.includes(1)) throw new TaskLimitReached();
      throw outcome.error;
    },

    async get(userId: string, taskId: string): Promise<Task | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.task(userId, taskId), ConsistentRead: true }),
      );
      return Item ? toTask(Item) : null;
    },

    /** The counter as stored, and the real number of unfinished rows (the counter can drift after a crash). */
    async unfinishedCounts(userId: string, nowEpoch: number): Promise<{ counter: number; actual: number }> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.taskCounter(userId), ConsistentRead: true }),
      );
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.taskPrefix },
        ExpressionAttributeNames: { '#s': 'status' },
        ProjectionExpression: '#s, expiresAt',
        ConsistentRead: true,
      });
      const actual = items.filter((i) => isUnfinished(i.status as TaskStatus) && Number(i.expiresAt) > nowEpoch).length;
      return { counter: Number(Item?.active ?? 0), actual };
    },

    /** Repairs a drifted counter, only if nobody changed it since it was read. */
    async resetCounter(userId: string, expected: number, value: number): Promise<boolean> {
      return updateIf(doc, {
        TableName: table,
        Key: keys.taskCounter(userId),
        UpdateExpression: 'SET active = :v',
        ConditionExpression: 'active = :expected',
        ExpressionAttributeValues: { ':v': value, ':expected': expected },
      });
    },

    /** Frees a slot; a counter already at 0 stays there (the next limit check recounts anyway). */
    async releaseSlot(userId: string): Promise<void> {
      await doc
        .send(
          new UpdateCommand({
            TableName: table,
            Key: keys.taskCounter(userId),
            UpdateExpression: 'SET active = active - :one',
            ConditionExpression: 'active > :zero',
            ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
          }),
        )
        .catch((error) => {
          if (!isConditionFailure(error)) throw error;
        });
    },

    /**
     * pending -> running (or a running task whose worker lease ran out: that worker crashed or timed out).
     * Null when another delivery holds it or it is finished: a duplicate message then does nothing.
     */
    claim(userId: string, taskId: string, now: Date, leaseMs: number): Promise<Task | null> {
      const nowIso = now.toISOString();
      return transition({
        Key: keys.task(userId, taskId),
        UpdateExpression:
          'SET #s = :running, startedAt = if_not_exists(startedAt, :now), updatedAt = :now, leaseUntil = :lease, attempts = if_not_exists(attempts, :zero) + :one, GSI2PK = :gpk, GSI2SK = :gsk',
        ConditionExpression: 'attribute_exists(PK) AND (#s = :pending OR (#s = :running AND leaseUntil < :nowMs))',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':running': 'running',
          ':pending': 'pending',
          ':now': nowIso,
          ':nowMs': now.getTime(),
          ':lease': now.getTime() + leaseMs,
          ':zero': 0,
          ':one': 1,
          ...prefixed(keys.taskByStatus('running', nowIso, taskId)),
        },
      });
    },

    /** running -> completed, only for the claim that still holds it. */
    async complete(task: Task, response: string, now: Date, aiUsage?: Task['aiUsage']): Promise<Task | null> {
      return recordFinished(
        await transition({
          Key: keys.task(task.userId, task.id),
          UpdateExpression: finishedExpression(aiUsage ? '#r = :response, aiUsage = :usage' : '#r = :response'),
          ConditionExpression: '#s = :running AND attempts = :attempts',
          ExpressionAttributeNames: { '#s': 'status', '#r': 'response' },
          ExpressionAttributeValues: {
            ':s': 'completed',
            ':running': 'running',
            ':attempts': task.attempts,
            ':now': now.toISOString(),
            ':response': response,
            ...(aiUsage ? { ':usage': aiUsage } : {}),
            ...finishedIndex('completed', now, task.id),
          },
        }),
      );
    },

    /** pending|running -> failed. With `attempts`, only while that claim still holds it. */
    async fail(
      task: Pick<Task, 'userId' | 'id'> & { attempts?: number },
      from: TaskStatus,
      message: string,
      now: Date,
    ): Promise<Task | null> {
      const attemptCondition = task.attempts === undefined ? '' : ' AND attempts = :attempts';
      return recordFinished(
        await transition({
          Key: keys.task(task.userId, task.id),
          UpdateExpression: finishedExpression('errorMessage = :message'),
          ConditionExpression: `#s = :from${attemptCondition}`,
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':s': 'failed',
            ':from': from,
            ':message': message,
            ':now': now.toISOString(),
            ...(task.attempts === undefined ? {} : { ':attempts': task.attempts }),
            ...finishedIndex('failed', now, task.id),
          },
        }),
      );
    },

    /** running -> pending after a transient failure, so the redelivered message can claim it at once. */
    release(task: Task, now: Date): Promise<Task | null> {
      const nowIso = now.toISOString();
      return transition({
        Key: keys.task(task.userId, task.id),
        UpdateExpression: 'SET #s = :pending, updatedAt = :now, GSI2PK = :gpk, GSI2SK = :gsk REMOVE leaseUntil',
        ConditionExpression: '#s = :running AND attempts = :attempts',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':running': 'running',
          ':attempts': task.attempts,
          ':now': nowIso,
          ...prefixed(keys.taskByStatus('pending', nowIso, task.id)),
        },
      });
    },

    /**
     * Marks a task as re-sent: a pending one whose message was lost, or a running one whose claim ran out (its worker
     * died). Its GSI2 position moves to now, so the next re-send waits as long again; only one reaper run wins.
     */
    markResent(
      task: Pick<Task, 'userId' | 'id'>,
      status: 'pending' | 'running',
      previousSortKey: string,
      now: Date,
    ): Promise<Task | null> {
      const nowIso = now.toISOString();
      const claimGone = status === 'running' ? ' AND leaseUntil < :nowMs' : '';
      return transition({
        Key: keys.task(task.userId, task.id),
        UpdateExpression: 'SET GSI2SK = :gsk, updatedAt = :now, resends = if_not_exists(resends, :zero) + :one',
        ConditionExpression: `#s = :status AND GSI2SK = :previous${claimGone}`,
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':previous': previousSortKey,
          ':now': nowIso,
          ':zero': 0,
          ':one': 1,
          ':gsk': keys.taskByStatus(status, nowIso, task.id).GSI2SK,
          ...(claimGone ? { ':nowMs': now.getTime() } : {}),
        },
      });
    },

    /** Unfinished tasks of one status that entered it before `before` (every GSI2 shard, oldest first), as the index holds them. */
    async listStale(
      status: 'pending' | 'running',
      before: Date,
      limit = 100,
    ): Promise<Array<{ task: TaskStatusRow; sortKey: string }>> {
      const shards = await Promise.all(
        keys.taskStatusPartitions(status).map(async (partition) => {
          const { Items = [] } = await doc.send(
            new QueryCommand({
              TableName: table,
              IndexName: 'GSI2',
              KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :before',
              ExpressionAttributeValues: { ':pk': partition, ':before': before.toISOString() },
              Limit: limit,
            }),
          );
          return Items;
        }),
      );
      return shards
        .flat()
        .map((item) => ({ task: toTaskStatusRow(item), sortKey: String(item.GSI2SK) }))
        .sort((a, b) => a.sortKey.localeCompare(b.sortKey))
        .slice(0, limit);
    },
  };
}

function prefixed(gsi: { GSI2PK: string; GSI2SK: string }) {
  return { ':gpk': gsi.GSI2PK, ':gsk': gsi.GSI2SK };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;
