/**
 * Sliding-window estimate from two fixed windows: the current count plus the previous window's count weighted
 * by how much of it still overlaps the sliding window. Bursts at a window edge cannot double the limit.
 */
export function windowIndex(nowMs: number, windowSeconds: number): number {
  return Math.floor(nowMs / 1000 / windowSeconds);
}

export function slidingCount(previous: number, current: number, nowMs: number, windowSeconds: number): number {
  const elapsed = (nowMs / 1000 / windowSeconds) % 1;
  return current + previous * (1 - elapsed);
}

export function isOverLimit(
  previous: number,
  current: number,
  nowMs: number,
  windowSeconds: number,
  limit: number,
): boolean {
  return slidingCount(previous, current, nowMs, windowSeconds) >= limit;
}

/**
 * How many hits the current window may hold in total, given the previous window's weighted count: an attempt is
 * within the limit while `current + previousWeighted < limit`, i.e. while `current < ceil(limit - previousWeighted)`.
 */
export function allowedInCurrent(previousWeighted: number, limit: number): number {
  return Math.ceil(limit - previousWeighted);
}
