import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { logger } from '../../../functions/lib/logger';
import { TaskFailure } from '../../../functions/modules/tasks/task-errors';
import type { TaskTypeHandler } from '../../../functions/modules/tasks/task-type';
import { taskServiceFor } from '../../../functions/modules/tasks/compose';
import { createOfflineCoach } from '../../../functions/providers/ai/offline/offline-coach';
import { createTaskRunner } from '../../../functions/workers/task-runner';
import { captureEmf } from '../../support/emf-capture';

const db = () => ({ doc: documentClient(), table: process.env.TABLE_NAME! });
const clock = () => new Date();
// The runner is called directly with each task's message; nothing needs the queue.
const noQueue = { send: async () => undefined };

const taskTypes: Record<string, () => Promise<TaskTypeHandler>> = {
  'metrics-ok': async () => ({
    type: 'metrics-ok',
    async run() {
      await new Promise((resolve) => setTimeout(resolve, 60));
      return { response: 'done' };
    },
  }),
  'metrics-broken': async () => ({
    type: 'metrics-broken',
    async run() {
      throw new TaskFailure('This request cannot be done.');
    },
  }),
};

async function runTask(taskType: string) {
  const userId = randomUUID();
  const task = await taskServiceFor({ db: db(), clock }, noQueue).start({ userId, taskType, prompt: 'x' });
  const runner = createTaskRunner({ db: db(), clock, ai: createOfflineCoach, taskTypes, logger });
  return runner.run({ userId, taskId: task.id });
}

describe('task metrics through the runner and DynamoDB Local', () => {
  let capture: ReturnType<typeof captureEmf> | undefined;
  afterEach(() => capture?.stop());

  it('a completed task emits TaskCompleted and its run time as TaskDuration, by task type', async () => {
    capture = captureEmf();
    expect(await runTask('metrics-ok')).toBe('completed');
    expect(capture.of('TaskCompleted')).toEqual([
      expect.objectContaining({ taskType: 'metrics-ok', TaskCompleted: 1 }),
    ]);
    const [duration] = capture.of('TaskDuration');
    expect(duration).toMatchObject({ taskType: 'metrics-ok' });
    expect(duration?.TaskDuration).toBeGreaterThanOrEqual(50);
    expect(capture.of('TaskFailed')).toEqual([]);
  });

  it('a failed task emits one TaskFailed of its type and no completion', async () => {
    capture = captureEmf();
    expect(await runTask('metrics-broken')).toBe('failed');
    expect(capture.of('TaskFailed')).toEqual([expect.objectContaining({ taskType: 'metrics-broken', TaskFailed: 1 })]);
    expect(capture.of('TaskFailed')[0]?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([
      ['service'],
      ['service', 'taskType'],
    ]);
    expect(capture.of('TaskCompleted')).toEqual([]);
  });

  it('runs silent where no metrics namespace is configured (the integration environment)', async () => {
    capture = captureEmf();
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', '');
    expect(await runTask('metrics-broken')).toBe('failed');
    expect(capture.lines).toEqual([]);
  });
});
