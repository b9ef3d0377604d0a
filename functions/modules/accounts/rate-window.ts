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

export function isOverLimit(previous: number, current: number, nowMs: number, windowSeconds: number, limit: number): boolean {
  return slidingCount(previous, current, nowMs, windowSeconds) >= limit;
}
