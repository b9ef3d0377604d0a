/**
 * Durations of finished AI tasks are kept as counts per bucket (upper bounds in ms), so an hour of tasks is one
 * small item whatever the volume; percentiles are read back as the bucket's upper bound ("p95 <= 8 s").
 */
export const DURATION_BUCKETS_MS = [
  500, 1000, 2000, 3000, 5000, 8000, 13_000, 20_000, 30_000, 45_000, 60_000, 90_000, 120_000, 180_000, 300_000, 600_000,
] as const;

/** Index of the bucket a duration falls in; the last index (one past the bounds) is "longer than 10 min". */
export function bucketIndex(durationMs: number): number {
  const index = DURATION_BUCKETS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? DURATION_BUCKETS_MS.length : index;
}

/** The upper bound of the bucket holding the q-quantile (0 < q <= 1), null without data; Infinity past the last bound. */
export function percentileFromHistogram(counts: readonly number[], q: number): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] ?? 0;
    if (seen >= rank) return i < DURATION_BUCKETS_MS.length ? DURATION_BUCKETS_MS[i]! : Number.POSITIVE_INFINITY;
  }
  return Number.POSITIVE_INFINITY;
}
