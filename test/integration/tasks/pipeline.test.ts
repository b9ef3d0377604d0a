import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Context, SQSEvent } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { logger } from '../../../functions/lib/logger';
import type { QueuePoller } from '../../../functions/local/queue-poller';
import { createTaskReaper, LOST_TASK_MESSAGE, STUCK_TASK_MESSAGE } from '../../../functions/modules/tasks/task-reaper';
import { RetryableTaskError, TaskFailure } from '../../../functions/modules/tasks/task-errors';
import { createTaskRepository } from '../../../functions/modules/tasks/task-repository';
import { taskServiceFor } from '../../../functions/modules/tasks/compose';
import { createOfflineCoach } from '../../../functions/providers/ai/offline/offline-coach';
import { sqsClient } from '../../../functions/queues/client';
import { sqsTaskQueue } from '../../../functions/queues/send-task';
import { createTaskRunner } from '../../../functions/workers/task-runner';
import type { TaskTypeHandler } from '../../../functions/modules/tasks/task-type';
import { taskBatchHandler } from '../../../functions/workers/tasks';
import { eventually, useOwnTaskQueue, type OwnTaskQueue } from '../../support/task-queue';

let queue: OwnTaskQueue;
let poller: QueuePoller | undefined;
const db = () => ({ doc: documentClient(), table: process.env.TABLE_NAME! });
const clock = () => new Date();

/** Completed runs (the side effect a real task type makes) and attempts, per task id. */
const completedRuns = new Map<string, number>();
const attempts = new Map<string, number>();
const bump = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);

const testTypes: Record<string, () => Promise<TaskTypeHandler>> = {
  echo: async () => ({
    type: 'echo',
    async run({ task }) {
      bump(attempts, task.id);
      await new Promise((r) => setTimeout(r, 150));
      bump(completedRuns, task.id);
      return { response: `echo: ${task.prompt}` };
    },
  }),
  flaky: async () => ({
    type: 'flaky',
    async run({ task }) {
      bump(attempts, task.id);
      if (attempts.get(task.id) === 1) throw new RetryableTaskError('AI provider hiccup');
      bump(completedRuns, task.id);
      return { response: 'recovered' };
    },
  }),
  broken: async () => ({
    type: 'broken',
    async run() {
      throw new TaskFailure('This request cannot be done.');
    },
    async onFailed({ task }, message) {
      failedHooks.push(`${task.id}:${message}`);
    },
  }),
};
const failedHooks: string[] = [];

const runner = (leaseMs?: number) =>
  createTaskRunner({ db: db(), clock, ai: createOfflineCoach, taskTypes: testTypes, logger, leaseMs });
const testWorker = (leaseMs?: number) => {
  const r = runner(leaseMs);
  return async () => ({ handler: taskBatchHandler(() => r) });
};
const tasks = () => taskServiceFor({ db: db(), clock });
const repo = () => createTaskRepository(db());
const lostQueue = { send: async () => undefined };

async function completed(userId: string, taskId: string) {
  return eventually(
    async () => {
      const task = await repo().get(userId, taskId);
      return task && (task.status === 'completed' || task.status === 'failed') ? task : undefined;
    },
    20_000,
    `task ${taskId} to finish`,
  );
}

beforeAll(async () => {
  queue = await useOwnTaskQueue(1);
});
afterEach(async () => {
  await poller?.stop();
  poller = undefined;
});

describe('task pipeline (DynamoDB Local + SQS emulator)', () => {
  it('writes the pending row before the message and runs it through the queue once', async () => {
    const userId = randomUUID();
    const task = await tasks().start({ userId, taskType: 'echo', prompt: 'hello', metadata: { a: 1 } });
    const stored = await repo().get(userId, task.id);
    expect(stored).toMatchObject({ status: 'pending', prompt: 'hello', metadata: { a: 1 } });
    const raw = await documentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.task(userId, task.id) }),
    );
    const thirtyDays = 30 * 24 * 3600;
    expect(raw.Item!.expiresAt - Math.floor(Date.parse(task.createdAt) / 1000)).toBe(thirtyDays);

    poller = queue.startWorker(testWorker());
    const done = await completed(userId, task.id);
    expect(done).toMatchObject({ status: 'completed', response: 'echo: hello', errorMessage: null });
    expect(done.startedAt).not.toBeNull();
    expect(done.completedAt).not.toBeNull();
    expect(completedRuns.get(task.id)).toBe(1);
  });

  it('runs a task once when its message is delivered twice (concurrently and later)', async () => {
    const userId = randomUUID();
    const task = await tasks().start({ userId, taskType: 'echo', prompt: 'dup' });
    const message = JSON.stringify({ userId, taskId: task.id });
    const record = (id: string) => ({
      messageId: id,
      receiptHandle: id,
      body: message,
      attributes: { ApproximateReceiveCount: '1' },
    });
    const handler = taskBatchHandler(() => runner());
    const results = await Promise.all([
      handler({ Records: [record('m1')] } as unknown as SQSEvent, {} as Context),
      handler({ Records: [record('m2')] } as unknown as SQSEvent, {} as Context),
    ]);
    // The loser keeps its message (reported as a failure) in case the winner dies; it finds the task done later.
    expect(results.flatMap((r) => r.batchItemFailures)).toHaveLength(1);
    await sqsClient().send(new SendMessageCommand({ QueueUrl: queue.queueUrl, MessageBody: message }));
    poller = queue.startWorker(testWorker());
    await eventually(async () => ((await queue.depth()) === 0 ? true : undefined), 15_000, 'the queue to drain');
    expect(completedRuns.get(task.id)).toBe(1);
    expect(attempts.get(task.id)).toBe(1);
    expect((await repo().get(userId, task.id))!.status).toBe('completed');
  });

  it('redelivers a task whose worker failed mid-task and completes it once', async () => {
    const userId = randomUUID();
    const task = await tasks().start({ userId, taskType: 'flaky', prompt: 'x' });
    poller = queue.startWorker(testWorker());
    const done = await completed(userId, task.id);
    expect(done).toMatchObject({ status: 'completed', response: 'recovered', attempts: 2 });
    expect(attempts.get(task.id)).toBe(2);
    expect(completedRuns.get(task.id)).toBe(1);
  });

  it('takes over a task whose worker crashed once its lease ran out', async () => {
    const userId = randomUUID();
    const task = await tasks().start({ userId, taskType: 'echo', prompt: 'crash' });
    // A worker claimed it and died without a word: the row says running, the message comes back.
    expect(await repo().claim(userId, task.id, new Date(), 1500)).not.toBeNull();
    poller = queue.startWorker(testWorker(1500));
    const done = await completed(userId, task.id);
    expect(done).toMatchObject({ status: 'completed', response: 'echo: crash', attempts: 2 });
    expect(completedRuns.get(task.id)).toBe(1);
  });

  it('fails a task with a clear message and calls its onFailed hook', async () => {
    const userId = randomUUID();
    const task = await tasks().start({ userId, taskType: 'broken' });
    poller = queue.startWorker(testWorker());
    const done = await completed(userId, task.id);
    expect(done).toMatchObject({ status: 'failed', errorMessage: 'This request cannot be done.' });
    // The hook runs right after the failed status is written.
    await eventually(
      async () => (failedHooks.includes(`${task.id}:This request cannot be done.`) ? true : undefined),
      5000,
      'the onFailed hook',
    );
  });

  it('the reaper re-sends a lost message, and the task then completes', async () => {
    const userId = randomUUID();
    const task = await taskServiceFor({ db: db(), clock }, lostQueue).start({
      userId,
      taskType: 'echo',
      prompt: 'lost',
    });
    poller = queue.startWorker(testWorker());
    const later = () => new Date(Date.now() + 3 * 60 * 1000);
    const reaper = createTaskReaper({
      db: db(),
      clock: later,
      queue: sqsTaskQueue,
      ai: createOfflineCoach,
      taskTypes: testTypes,
      logger,
    });
    const result = await eventually(
      async () => {
        const r = await reaper.run();
        return r.resent > 0 ? r : undefined;
      },
      10_000,
      'the reaper to see the pending task',
    );
    expect(result.resent).toBeGreaterThanOrEqual(1);
    const done = await completed(userId, task.id);
    expect(done).toMatchObject({ status: 'completed', response: 'echo: lost', resends: 1 });
  });

  it('the reaper re-sends a running task whose worker died (claim ran out, message gone), and another delivery completes it once', async () => {
    const userId = randomUUID();
    const task = await taskServiceFor({ db: db(), clock }, lostQueue).start({
      userId,
      taskType: 'echo',
      prompt: 'orphan',
    });
    // A worker claimed it and died with its message: the claim is all that is left.
    await repo().claim(userId, task.id, new Date(), 1);
    poller = queue.startWorker(testWorker());
    const reaper = createTaskReaper({
      db: db(),
      clock: () => new Date(Date.now() + 3 * 60 * 1000),
      queue: sqsTaskQueue,
      ai: createOfflineCoach,
      taskTypes: testTypes,
      logger,
    });
    await eventually(
      async () => ((await reaper.run()).resent > 0 ? true : undefined),
      10_000,
      'the reaper to re-send the orphan',
    );
    const done = await completed(userId, task.id);
    expect(done).toMatchObject({ status: 'completed', response: 'echo: orphan', attempts: 2, resends: 1 });
  });

  it('the reaper fails a task stuck running for over 10 minutes and frees its slot', async () => {
    const userId = randomUUID();
    const service = taskServiceFor({ db: db(), clock }, lostQueue);
    const stuck = await service.start({ userId, taskType: 'broken' });
    await service.start({ userId, taskType: 'echo' });
    await service.start({ userId, taskType: 'echo' });
    await repo().claim(userId, stuck.id, new Date(), 120_000);
    const reaper = createTaskReaper({
      db: db(),
      clock: () => new Date(Date.now() + 11 * 60 * 1000),
      queue: lostQueue,
      ai: createOfflineCoach,
      taskTypes: testTypes,
      logger,
    });
    await eventually(
      async () => ((await repo().get(userId, stuck.id))!.status === 'failed' ? true : (await reaper.run(), undefined)),
      10_000,
      'the stuck task to fail',
    );
    expect(await repo().get(userId, stuck.id)).toMatchObject({ status: 'failed', errorMessage: STUCK_TASK_MESSAGE });
    expect(failedHooks).toContain(`${stuck.id}:${STUCK_TASK_MESSAGE}`);
    await expect(service.start({ userId, taskType: 'echo' })).resolves.toMatchObject({ status: 'pending' });
  });

  it('the reaper gives up on a message lost too many times', async () => {
    const userId = randomUUID();
    const task = await taskServiceFor({ db: db(), clock }, lostQueue).start({ userId, taskType: 'echo' });
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.task(userId, task.id),
        UpdateExpression: 'SET resends = :n',
        ExpressionAttributeValues: { ':n': 5 },
      }),
    );
    const reaper = createTaskReaper({
      db: db(),
      clock: () => new Date(Date.now() + 3 * 60 * 1000),
      queue: lostQueue,
      ai: createOfflineCoach,
      taskTypes: testTypes,
      logger,
    });
    await eventually(
      async () => ((await repo().get(userId, task.id))!.status === 'failed' ? true : (await reaper.run(), undefined)),
      10_000,
      'the lost task to fail',
    );
    expect((await repo().get(userId, task.id))!.errorMessage).toBe(LOST_TASK_MESSAGE);
  });

  it('allows 3 unfinished tasks per user and answers 429 for the 4th', async () => {
    const userId = randomUUID();
    const service = taskServiceFor({ db: db(), clock }, lostQueue);
    await Promise.all([1, 2, 3].map(() => service.start({ userId, taskType: 'echo' })));
    await expect(service.start({ userId, taskType: 'echo' })).rejects.toMatchObject({ statusCode: 429 });
    // Someone else is not affected.
    await expect(service.start({ userId: randomUUID(), taskType: 'echo' })).resolves.toBeTruthy();
  });

  it('never lets concurrent starts pass the limit', async () => {
    const userId = randomUUID();
    const service = taskServiceFor({ db: db(), clock }, lostQueue);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => service.start({ userId, taskType: 'echo' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason.statusCode === 429),
    ).toBe(true);
  });

  it('repairs a drifted counter instead of locking the user out', async () => {
    const userId = randomUUID();
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.taskCounter(userId),
        UpdateExpression: 'SET active = :n',
        ExpressionAttributeValues: { ':n': 3 },
      }),
    );
    await expect(
      taskServiceFor({ db: db(), clock }, lostQueue).start({ userId, taskType: 'echo' }),
    ).resolves.toMatchObject({ status: 'pending' });
  });

  it('sends a message with an invalid body to the dead-letter queue after the allowed receives', async () => {
    poller = queue.startWorker(testWorker());
    const body = JSON.stringify({ nonsense: randomUUID() });
    await sqsClient().send(new SendMessageCommand({ QueueUrl: queue.queueUrl, MessageBody: body }));
    const dead = await eventually(
      async () => {
        const bodies = await queue.receiveDeadLetters();
        return bodies.includes(body) ? bodies : undefined;
      },
      25_000,
      'the poison message in the DLQ',
    );
    expect(dead).toContain(body);
  });
});
