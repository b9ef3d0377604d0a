import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { WorkoutDetails } from '@shared/schemas/training';
import { HttpError } from '../../../functions/lib/errors';
import type { Task } from '../../../functions/modules/tasks/task';
import {
  createWeekGenerationService,
  generatedWorkoutItems,
  type CoachedWeek,
  type WeekGenerationDeps,
} from '../../../functions/modules/weeks/generation-service';
import type { WeekRecord } from '../../../functions/modules/weeks/week-record';
import { workoutIdFor } from '../../../functions/modules/workouts/workout-record';

const NOW = new Date('2026-03-02T08:00:00.000Z');
const details = { sportType: 'RUNNING', workoutName: 'Easy run', steps: [] } as unknown as WorkoutDetails;
const week = (over: Partial<WeekRecord> = {}): WeekRecord => ({
  id: 'w1',
  userId: 'u1',
  trainingPlanId: 'p1',
  firstDay: '2026-03-02',
  trainingStyle: 'classic',
  active: true,
  deleted: false,
  status: 'generating',
  error: null,
  requirementsPrompt: 'easy',
  taskId: 't1',
  goal: null,
  overview: null,
  summary: null,
  memories: null,
  summaryTaskId: null,
  creditEntryId: 'c1',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  ...over,
});
const task = (over: Partial<Task> = {}) =>
  ({
    id: 't1',
    userId: 'u1',
    taskType: 'week-generation',
    status: 'running',
    metadata: { weekId: 'w1' },
    ...over,
  }) as Task;
const coached: CoachedWeek = {
  goal: 'Base',
  overview: 'Easy week',
  workouts: [
    { day: '2026-03-02', workoutDetails: details },
    { day: '2026-03-05', workoutDetails: details },
  ] as CoachedWeek['workouts'],
  adaptation: null,
};
const logger = { info: vi.fn() } as unknown as Logger;

function service(stored: WeekRecord | null) {
  const weeks = {
    get: vi.fn(async () => stored),
    markFailed: vi.fn(async () => true),
    storeGenerated: vi.fn(async () => true),
  };
  const tasks = { start: vi.fn(), getForUser: vi.fn() };
  const plans = { findById: vi.fn(async () => ({ id: 'p1', planOverview: { totalWeeks: 10 } })) };
  const users = { findById: vi.fn(async () => null) };
  const deps = { weeks, tasks, plans, users, table: 't', clock: () => NOW } as unknown as WeekGenerationDeps;
  return { generation: createWeekGenerationService(deps), weeks, tasks };
}

describe('the week generation service', () => {
  it('stores the coached workouts, keyed by the task, with the ready week', async () => {
    const { generation, weeks } = service(week());
    const coach = vi.fn(async () => coached);
    expect(await generation.generate(task(), coach, logger)).toEqual({ weekId: 'w1', workouts: 2 });
    const [userId, weekId, taskId, fields, items] = weeks.storeGenerated.mock.calls[0] as unknown as [
      string,
      string,
      string,
      object,
      Record<string, unknown>[],
    ];
    expect([userId, weekId, taskId, fields]).toEqual([
      'u1',
      'w1',
      't1',
      { goal: 'Base', overview: 'Easy week', adaptation: null },
    ]);
    expect(items.map((i) => [i.id, i.day, i.aiTaskId])).toEqual([
      [workoutIdFor('t1', 0), '2026-03-02', 't1'],
      [workoutIdFor('t1', 1), '2026-03-05', 't1'],
    ]);
  });

  it('asks no coach for a week already written or handed to a newer task', async () => {
    for (const stored of [week({ status: 'ready' }), week({ taskId: 't2' })]) {
      const { generation, weeks } = service(stored);
      const coach = vi.fn(async () => coached);
      expect(await generation.generate(task(), coach, logger)).toEqual({ weekId: 'w1', workouts: 0 });
      expect(coach).not.toHaveBeenCalled();
      expect(weeks.storeGenerated).not.toHaveBeenCalled();
    }
  });

  it('fails the task with a readable message when its week is gone', async () => {
    const { generation } = service(null);
    await expect(generation.generate(task(), vi.fn(), logger)).rejects.toThrow('The week for this task is missing');
  });

  it('fails the week when the task cannot be queued, then rethrows', async () => {
    const { generation, weeks, tasks } = service(week());
    tasks.start.mockRejectedValue(new HttpError(429, 'Too many AI requests'));
    await expect(generation.start(week(), 't1')).rejects.toThrow('Too many AI requests');
    expect(weeks.markFailed).toHaveBeenCalledWith('u1', 'w1', 'Too many AI requests', NOW.toISOString(), 't1');
  });

  it("answers a started generation with the seeds' public task id", async () => {
    const { generation } = service(week());
    expect(await generation.start(week(), 't1')).toEqual({ weekId: 'w1', sessionId: 't1' });
  });

  it("writes the failure on the task's week only", async () => {
    const { generation, weeks } = service(week());
    await generation.fail(task(), 'The coach is unavailable');
    expect(weeks.markFailed).toHaveBeenCalledWith('u1', 'w1', 'The coach is unavailable', NOW.toISOString(), 't1');
    await generation.fail(task({ metadata: {} }), 'lost');
    expect(weeks.markFailed).toHaveBeenCalledTimes(1);
  });

  it("leaves the day of a flexible week's workouts to the athlete", () => {
    const items = generatedWorkoutItems(
      { id: 't1', userId: 'u1' },
      { id: 'w1', trainingStyle: 'flexible' },
      coached.workouts,
      NOW.toISOString(),
    );
    expect(items.map((i) => i.day)).toEqual([undefined, undefined]);
  });
});
