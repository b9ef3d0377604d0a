import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { logger } from '../../../functions/lib/logger';
import { env, resetEnvCache } from '../../../functions/lib/env';
import { resetProviderSecrets } from '../../../functions/lib/secrets';
import { createCounterRepository } from '../../../functions/modules/stats/counters';
import { createTaskReaper, LOST_TASK_MESSAGE } from '../../../functions/modules/tasks/task-reaper';
import { createTaskRepository } from '../../../functions/modules/tasks/task-repository';
import { taskServiceFor } from '../../../functions/modules/tasks/compose';
import type { TaskTypeHandler } from '../../../functions/modules/tasks/task-type';
import type { TaskMessage } from '../../../functions/queues/definition';
import { AiError, AI_UNAVAILABLE } from '../../../functions/providers/ai/errors';
import { createOfflineCoach } from '../../../functions/providers/ai/offline/offline-coach';
import { recordAiUsage } from '../../../functions/providers/ai/usage';
import { createTaskRunner, rateLimitDelaySeconds } from '../../../functions/workers/task-runner';
import { taskBatchHandler } from '../../../functions/workers/tasks';

const db = () => ({ doc: documentClient(), table: process.env.TABLE_NAME! });
const clock = () => new Date();
const noQueue = { send: async () => undefined };
const repo = () => createTaskRepository(db());

/** A task type that is rate-limited by the provider on its first run(s) and then answers. */
function rateLimitedTypes(retryAfterSeconds: number | undefined, failures = 1) {
  let runs = 0;
  const types: Record<string, () => Promise<TaskTypeHandler>> = {
    'busy-provider': async () => ({
      type: 'busy-provider',
      async run() {
        runs++;
        recordAiUsage({ input_tokens: 100, output_tokens: 40, output_tokens_details: { reasoning_tokens: 10 } });
        if (runs <= failures)
          throw new AiError(AI_UNAVAILABLE, true, 'OpenAI 429 error', { rateLimited: true, retryAfterSeconds });
        return { response: 'planned' };
      },
    }),
  };
  return types;
}

async function startTask(taskType: string) {
  const userId = randomUUID();
  const task = await taskServiceFor({ db: db(), clock }, noQueue).start({ userId, taskType, prompt: 'x' });
  return { userId, task };
}

afterEach(() => {
  delete process.env.GARMIN_SECRET_ARN;
  delete process.env.OPENAI_SECRET_ARN;
  delete process.env.AI_PROVIDER;
  resetEnvCache();
  resetProviderSecrets();
});

describe('a provider rate limit hands the task back to the queue', () => {
  it("requeues with the provider's Retry-After as the delay, leaves the task pending and spends no receive", async () => {
    const { userId, task } = await startTask('busy-provider');
    const requeued: Array<{ message: TaskMessage; delaySeconds: number }> = [];
    const runner = createTaskRunner({
      db: db(),
      clock,
      ai: createOfflineCoach,
      taskTypes: rateLimitedTypes(120),
      logger,
      requeue: async (message, delaySeconds) => void requeued.push({ message, delaySeconds }),
    });

    // Even on the last delivery the queue allows, a rate limit never fails the task.
    await expect(runner.run({ userId, taskId: task.id }, 5)).resolves.toBe('requeued');
    expect(requeued).toEqual([{ message: { userId, taskId: task.id }, delaySeconds: 120 }]);
    expect(await repo().get(userId, task.id)).toMatchObject({ status: 'pending', errorMessage: null });

    // The requeued message runs it to completion, and the tokens of every answer are recorded on it.
    await expect(runner.run({ userId, taskId: task.id }, 1)).resolves.toBe('completed');
    expect(await repo().get(userId, task.id)).toMatchObject({
      status: 'completed',
      response: 'planned',
      aiUsage: { inputTokens: 100, outputTokens: 40, reasoningTokens: 10, requests: 1 },
    });
  });

  it("waits at least the transient backoff when the provider names no wait, and at most SQS's 15 minutes", async () => {
    const delays: number[] = [];
    const requeue = async (_: TaskMessage, delaySeconds: number) => void delays.push(delaySeconds);
    for (const retryAfter of [undefined, 3600]) {
      const { userId, task } = await startTask('busy-provider');
      await createTaskRunner({
        db: db(),
        clock,
        ai: createOfflineCoach,
        taskTypes: rateLimitedTypes(retryAfter),
        logger,
        requeue,
      }).run({ userId, taskId: task.id });
    }
    // First claim of each task: the transient backoff's first step when the provider names no wait.
    expect(delays).toEqual([rateLimitDelaySeconds(undefined, 1, env().TASK_RETRY_DELAY_SECONDS), 900]);
    expect(rateLimitDelaySeconds(undefined, 3, 10)).toBe(40);
    expect(rateLimitDelaySeconds(5, 1, 10)).toBe(10);
  });

  it('fails a task rate-limited for longer than the patience allows, like any other error', async () => {
    const { userId, task } = await startTask('busy-provider');
    const later = () => new Date(Date.now() + 3 * 60 * 60 * 1000);
    const runner = createTaskRunner({
      db: db(),
      clock: later,
      ai: createOfflineCoach,
      taskTypes: rateLimitedTypes(60, 99),
      logger,
      requeue: async () => undefined,
    });
    await expect(runner.run({ userId, taskId: task.id }, 5)).resolves.toBe('failed');
    expect(await repo().get(userId, task.id)).toMatchObject({ status: 'failed', errorMessage: AI_UNAVAILABLE });
  });

  it('counts the tokens of completed tasks for the admin overview', async () => {
    const counters = createCounterRepository(db());
    const before = await counters.readAll();
    const { userId, task } = await startTask('busy-provider');
    await createTaskRunner({
      db: db(),
      clock,
      ai: createOfflineCoach,
      taskTypes: rateLimitedTypes(undefined, 0),
      logger,
    }).run({ userId, taskId: task.id });
    const after = await counters.readAll();
    // Other files may complete tasks meanwhile: at least this task's tokens were added.
    expect(after.aiInputTokens - before.aiInputTokens).toBeGreaterThanOrEqual(100);
    expect(after.aiOutputTokens - before.aiOutputTokens).toBeGreaterThanOrEqual(40);
  });
});

describe('the reaper and a busy queue', () => {
  it('leaves a late pending task alone while the queue holds messages, and fails a lost one once it is empty', async () => {
    const { userId, task } = await startTask('busy-provider');
    // As if it had been re-sent the most times already: with an empty queue the reaper gives up on it.
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.task(userId, task.id),
        UpdateExpression: 'SET resends = :n',
        ExpressionAttributeValues: { ':n': 5 },
      }),
    );
    const sent: TaskMessage[] = [];
    let backlog = 40;
    const queue = { send: async (message: TaskMessage) => void sent.push(message), backlog: async () => backlog };
    const reaper = createTaskReaper({
      db: db(),
      clock: () => new Date(Date.now() + 30 * 60 * 1000),
      queue,
      ai: createOfflineCoach,
      taskTypes: rateLimitedTypes(undefined),
      logger,
    });

    const busy = await reaper.run();
    expect(busy.backlog).toBe(40);
    expect(sent.filter((message) => message.taskId === task.id)).toEqual([]);
    expect(await repo().get(userId, task.id)).toMatchObject({ status: 'pending' });

    backlog = 0;
    await reaper.run();
    expect(await repo().get(userId, task.id)).toMatchObject({ status: 'failed', errorMessage: LOST_TASK_MESSAGE });
  });
});

describe('the worker reads only the secrets its code uses', () => {
  it('runs a batch while the Garmin secret (which the worker has no business reading) is missing', async () => {
    process.env.GARMIN_SECRET_ARN =
      'arn:aws:secretsmanager:eu-central-1:123456789012:secret:tricoach/dev/garmin-missing';
    process.env.AI_PROVIDER = 'offline';
    resetEnvCache();
    const { userId, task } = await startTask('busy-provider');
    const runner = createTaskRunner({
      db: db(),
      clock,
      ai: createOfflineCoach,
      taskTypes: rateLimitedTypes(undefined, 0),
      logger,
    });
    const event = {
      Records: [
        {
          messageId: 'm1',
          receiptHandle: 'r1',
          body: JSON.stringify({ userId, taskId: task.id }),
          attributes: { ApproximateReceiveCount: '1' },
        },
      ],
    } as unknown as SQSEvent;
    const result = await taskBatchHandler(() => runner)(event, {} as Context);
    expect(result.batchItemFailures).toEqual([]);
    expect(await repo().get(userId, task.id)).toMatchObject({ status: 'completed' });
  });
});
