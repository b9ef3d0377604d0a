import type { AdminTaskStats } from '@shared/schemas/admin';
import { DURATION_BUCKETS_MS, percentileFromHistogram } from '../stats/duration-histogram';
import type { TaskHour } from '../stats/task-hours';

const finite = (ms: number | null) => (ms === null || Number.isFinite(ms) ? ms : null);

/** The overview's AI-task figures over some hours: counts by status and type, p50/p95 duration, failure rate. */
export function summariseTaskHours(
  hours: readonly TaskHour[],
  unfinished: { pending: number; running: number },
): AdminTaskStats {
  const durations = new Array<number>(DURATION_BUCKETS_MS.length + 1).fill(0);
  const byType: AdminTaskStats['byType'] = {};
  let completed = 0;
  let failed = 0;
  for (const hour of hours) {
    completed += hour.completed;
    failed += hour.failed;
    hour.durations.forEach((count, i) => (durations[i] += count));
    for (const [type, counts] of Object.entries(hour.byType)) {
      const entry = (byType[type] ??= { completed: 0, failed: 0 });
      entry.completed += counts.completed;
      entry.failed += counts.failed;
    }
  }
  const finished = completed + failed;
  const p95 = percentileFromHistogram(durations, 0.95);
  return {
    ...unfinished,
    completed,
    failed,
    failureRate: finished === 0 ? null : failed / finished,
    p50Ms: finite(percentileFromHistogram(durations, 0.5)),
    p95Ms: finite(p95),
    p95OverMaxBucket: p95 === Number.POSITIVE_INFINITY,
    byType,
  };
}
