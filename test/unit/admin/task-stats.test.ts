import { describe, expect, it } from 'vitest';
import { summariseTaskHours } from '../../../functions/modules/admin/task-stats';
import {
  bucketIndex,
  DURATION_BUCKETS_MS,
  percentileFromHistogram,
} from '../../../functions/modules/stats/duration-histogram';
import type { TaskHour } from '../../../functions/modules/stats/task-hours';

const hour = (h: string, durationsMs: number[], failed = 0, type = 'week-generation'): TaskHour => {
  const durations = new Array<number>(DURATION_BUCKETS_MS.length + 1).fill(0);
  for (const ms of durationsMs) durations[bucketIndex(ms)]! += 1;
  return {
    hour: h,
    completed: durationsMs.length,
    failed,
    byType: { [type]: { completed: durationsMs.length, failed } },
    durations,
  };
};

describe('AI task duration histogram', () => {
  it('puts a duration in the first bucket whose bound holds it, and past the last bound in the overflow bucket', () => {
    expect(bucketIndex(0)).toBe(0);
    expect(bucketIndex(500)).toBe(0);
    expect(bucketIndex(501)).toBe(1);
    expect(bucketIndex(7_999)).toBe(DURATION_BUCKETS_MS.indexOf(8000));
    expect(bucketIndex(3_600_000)).toBe(DURATION_BUCKETS_MS.length);
  });

  it('reads percentiles back as the bucket upper bound, null without data', () => {
    const counts = new Array<number>(DURATION_BUCKETS_MS.length + 1).fill(0);
    expect(percentileFromHistogram(counts, 0.5)).toBeNull();
    counts[bucketIndex(1500)] = 90;
    counts[bucketIndex(25_000)] = 10;
    expect(percentileFromHistogram(counts, 0.5)).toBe(2000);
    expect(percentileFromHistogram(counts, 0.9)).toBe(2000);
    expect(percentileFromHistogram(counts, 0.95)).toBe(30_000);
  });
});

describe('summariseTaskHours', () => {
  it('adds hours up by status and type, with p50/p95 and the failure rate', () => {
    const stats = summariseTaskHours(
      [hour('2026-11-24T10', [900, 1200, 4000], 1), hour('2026-11-24T11', [1800], 0, 'chat')],
      { pending: 2, running: 1 },
    );
    expect(stats).toMatchObject({
      pending: 2,
      running: 1,
      completed: 4,
      failed: 1,
      failureRate: 0.2,
      p50Ms: 2000,
      p95Ms: 5000,
      p95OverMaxBucket: false,
    });
    expect(stats.byType).toEqual({ 'week-generation': { completed: 3, failed: 1 }, chat: { completed: 1, failed: 0 } });
  });

  it('has no rate and no percentiles without finished tasks, and flags a p95 beyond the longest bucket', () => {
    expect(summariseTaskHours([], { pending: 0, running: 0 })).toMatchObject({
      failureRate: null,
      p50Ms: null,
      p95Ms: null,
    });
    const slow = summariseTaskHours([hour('2026-11-24T10', [700_000])], { pending: 0, running: 0 });
    expect(slow).toMatchObject({ p95Ms: null, p95OverMaxBucket: true });
  });
});

describe('the console knows every task type', () => {
  it('lists exactly the worker registry types', async () => {
    const { taskTypes } = await import('../../../functions/workers/task-types/index');
    const { TASK_TYPES } = await import('@shared/schemas/admin');
    expect([...TASK_TYPES].sort()).toEqual(Object.keys(taskTypes).sort());
  });
});
