import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { bucketIndex, DURATION_BUCKETS_MS } from './duration-histogram';

export interface FinishedTask {
  taskType: string;
  status: 'completed' | 'failed';
  createdAt: string;
  completedAt: string;
}

export interface TaskHour {
  hour: string;
  completed: number;
  failed: number;
  /** taskType -> counts */
  byType: Record<string, { completed: number; failed: number }>;
  /** Completed tasks per duration bucket (request to result). */
  durations: number[];
}

const TYPE_ATTRIBUTE = /^t_(completed|failed)_(.+)$/;
/** Attribute names are built from task types; anything outside this set is folded into 'other'. */
const safeType = (taskType: string) => (/^[a-z0-9_-]{1,40}$/.test(taskType) ? taskType : 'other');
const hourOf = (iso: string) => iso.slice(0, 13);

/** One item per hour with the finished tasks' counts and duration histogram (ADD, so concurrent workers never collide). */
export function createTaskHourRepository({ doc, table }: Db) {
  return {
    async recordFinished(task: FinishedTask): Promise<void> {
      const names: Record<string, string> = {
        '#n': task.status,
        '#t': `t_${task.status}_${safeType(task.taskType)}`,
        '#type': 'type',
        '#h': 'hour',
      };
      const values: Record<string, unknown> = { ':one': 1, ':type': 'taskHour', ':hour': hourOf(task.completedAt) };
      let add = '#n :one, #t :one';
      if (task.status === 'completed') {
        names['#d'] = `d_${bucketIndex(Date.parse(task.completedAt) - Date.parse(task.createdAt))}`;
        add += ', #d :one';
      }
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.taskHour(hourOf(task.completedAt)),
          UpdateExpression: `ADD ${add} SET #type = :type, #h = :hour`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
    },

    /** The hours from `fromIso`'s hour to `toIso`'s hour, inclusive: one Query of at most a few dozen small items. */
    async range(fromIso: string, toIso: string): Promise<TaskHour[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': keys.taskHoursPartition,
            ':from': keys.taskHour(hourOf(fromIso)).SK,
            ':to': keys.taskHour(hourOf(toIso)).SK,
          },
        }),
      );
      return Items.map(toTaskHour);
    },
  };
}

function toTaskHour(item: Record<string, unknown>): TaskHour {
  const byType: TaskHour['byType'] = {};
  const durations = new Array<number>(DURATION_BUCKETS_MS.length + 1).fill(0);
  for (const [name, value] of Object.entries(item)) {
    const typed = TYPE_ATTRIBUTE.exec(name);
    if (typed) {
      const entry = (byType[typed[2]!] ??= { completed: 0, failed: 0 });
      entry[typed[1] as 'completed' | 'failed'] += Number(value);
    }
    const bucket = /^d_(\d+)$/.exec(name);
    if (bucket && Number(bucket[1]) < durations.length) durations[Number(bucket[1])] += Number(value);
  }
  return {
    hour: String(item.hour ?? ''),
    completed: Number(item.completed ?? 0),
    failed: Number(item.failed ?? 0),
    byType,
    durations,
  };
}

export type TaskHourRepository = ReturnType<typeof createTaskHourRepository>;
