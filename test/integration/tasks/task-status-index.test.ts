import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys, taskStatusShard } from '../../../functions/db/keys';
import { createAdminTaskRepository } from '../../../functions/modules/admin/admin-task-repository';
import { countTasksWithStatus } from '../../../functions/modules/stats/counters';
import type { Task } from '../../../functions/modules/tasks/task';
import { createTaskRepository } from '../../../functions/modules/tasks/task-repository';

const db = () => ({ doc: documentClient(), table: process.env.TABLE_NAME! });
const BIG = 'x'.repeat(12_000);

/** Tasks of one fresh type (other tests' tasks share the status listings), created `minutesAgo` apart, oldest first. */
async function tasksOfNewType(count: number, minutesAgo: number): Promise<Task[]> {
  const taskType = `index-test-${randomUUID()}`;
  const userId = randomUUID();
  const made: Task[] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.now() - (count - i) * minutesAgo * 60_000).toISOString();
    const task: Task = {
      id: randomUUID(),
      userId,
      taskType,
      status: 'pending',
      prompt: BIG,
      response: null,
      errorMessage: null,
      metadata: { n: i },
      aiAssistantId: null,
      createdAt: at,
      updatedAt: at,
      startedAt: null,
      completedAt: null,
      attempts: 0,
      resends: 0,
    };
    await createTaskRepository(db()).create(task, count + 1);
    made.push(task);
  }
  return made;
}

describe('the task status index (GSI2: slim, sharded)', () => {
  it('holds no prompt or answer, and spreads one status over its shards', async () => {
    const repo = createTaskRepository(db());
    const made = await tasksOfNewType(16, 1);
    const running = (await repo.claim(made[0]!.userId, made[0]!.id, new Date(), 60_000))!;
    await repo.complete(running, BIG, new Date());
    const [entry] = (
      await documentClient().send(
        new QueryCommand({
          TableName: process.env.TABLE_NAME!,
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK > :from',
          ExpressionAttributeValues: {
            ':pk': keys.taskByStatus('completed', '', made[0]!.id).GSI2PK,
            ':from': new Date(Date.now() - 60_000).toISOString(),
          },
        }),
      )
    ).Items!.filter((i) => i.id === made[0]!.id);
    expect(entry).toMatchObject({
      id: made[0]!.id,
      userId: made[0]!.userId,
      status: 'completed',
      taskType: made[0]!.taskType,
    });
    expect(entry).not.toHaveProperty('prompt');
    expect(entry).not.toHaveProperty('response');
    expect((await repo.get(made[0]!.userId, made[0]!.id))!.response).toBe(BIG);
    expect(new Set(made.map((t) => taskStatusShard(t.id))).size).toBeGreaterThan(1);
  });

  it('the reaper reads stale tasks from every shard, oldest first; the overview counts them all', async () => {
    const made = await tasksOfNewType(12, 3);
    const before = new Date(Date.parse(made.at(-1)!.createdAt) + 1);
    const stale = (await createTaskRepository(db()).listStale('pending', before, 1000)).filter(
      ({ task }) => task.taskType === made[0]!.taskType,
    );
    expect(stale.map(({ task }) => task.id)).toEqual(made.map((t) => t.id));
    expect(stale[0]!.task).not.toHaveProperty('prompt');
    expect(stale[0]!.sortKey).toBe(keys.taskByStatus('pending', made[0]!.createdAt, made[0]!.id).GSI2SK);
    expect(await countTasksWithStatus(db(), 'pending')).toBeGreaterThanOrEqual(12);
  });

  it('the admin monitor pages through every shard newest first, each task once, with or without a type filter', async () => {
    const repo = createTaskRepository(db());
    const made = await tasksOfNewType(23, 1);
    for (const task of made)
      await repo.fail(task, 'pending', 'index test', new Date(Date.parse(task.createdAt) + 1000));
    const admin = createAdminTaskRepository(db());
    const listed: string[] = [];
    let cursor: Record<string, string> | undefined;
    let pages = 0;
    do {
      const page = await admin.listByStatus({ status: 'failed', type: made[0]!.taskType, cursor, limit: 5 });
      listed.push(...page.items.map((row) => row.id));
      cursor = page.next ?? undefined;
      pages += 1;
    } while (cursor && pages < 50);
    expect(listed).toEqual(made.map((t) => t.id).reverse());

    const unfiltered = await admin.listByStatus({ status: 'failed', limit: 4 });
    expect(unfiltered.items).toHaveLength(4);
    const next = await admin.listByStatus({ status: 'failed', limit: 4, cursor: unfiltered.next! });
    expect(next.items.every((row) => row.completedAt! <= unfiltered.items.at(-1)!.completedAt!)).toBe(true);
    expect(next.items.map((r) => r.id)).not.toContain(unfiltered.items.at(-1)!.id);
  });
});
