/** One limit as Strava reports it: the 15-minute window and the day (UTC). */
export interface LimitPair {
  shortLimit: number;
  shortUsage: number;
  dailyLimit: number;
  dailyUsage: number;
}

/** The overall limit (`X-RateLimit-*`) and the read ("non-upload") limit (`X-ReadRateLimit-*`). */
export interface RateLimitState {
  overall: LimitPair | null;
  read: LimitPair | null;
  /** When the answer came (epoch seconds): usage of an earlier window or day no longer counts. */
  at: number;
}

const WINDOW_SECONDS = 15 * 60;
const DAY_SECONDS = 86_400;

function pair(limit: string | null, usage: string | null): LimitPair | null {
  if (!limit || !usage) return null;
  const [shortLimit, dailyLimit] = limit.split(',').map((v) => Number(v.trim()));
  const [shortUsage, dailyUsage] = usage.split(',').map((v) => Number(v.trim()));
  if (![shortLimit, dailyLimit, shortUsage, dailyUsage].every((n) => Number.isFinite(n) && n! >= 0)) return null;
  return { shortLimit: shortLimit!, shortUsage: shortUsage!, dailyLimit: dailyLimit!, dailyUsage: dailyUsage! };
}

/** Reads Strava's rate-limit headers ("15-minute,daily" pairs); null when an answer carries none. */
export function readRateLimit(headers: { get(name: string): string | null }, at: number): RateLimitState | null {
  const overall = pair(headers.get('x-ratelimit-limit'), headers.get('x-ratelimit-usage'));
  const read = pair(headers.get('x-readratelimit-limit'), headers.get('x-readratelimit-usage'));
  return overall || read ? { overall, read, at } : null;
}

/** The 15-minute windows reset at :00, :15, :30 and :45; the day at midnight UTC. */
export const nextWindowStart = (nowSeconds: number) => (Math.floor(nowSeconds / WINDOW_SECONDS) + 1) * WINDOW_SECONDS;
export const nextDayStart = (nowSeconds: number) => (Math.floor(nowSeconds / DAY_SECONDS) + 1) * DAY_SECONDS;

const exhausted = (p: LimitPair | null, reserve: number, sameWindow: boolean, sameDay: boolean) => ({
  day: p !== null && sameDay && p.dailyUsage + reserve >= p.dailyLimit,
  window: p !== null && sameWindow && p.shortUsage + reserve >= p.shortLimit,
});

/**
 * When calls may go on (usage read in an earlier window or day no longer counts): now when both limits have more than `reserve` calls left, else the start of the next
 * 15-minute window, or of the next day when the daily limit is the one used up. Epoch seconds.
 */
export function resumeAt(state: RateLimitState | null, nowSeconds: number, reserve = 0): number {
  if (!state) return nowSeconds;
  const sameWindow = nextWindowStart(state.at) === nextWindowStart(nowSeconds);
  const sameDay = nextDayStart(state.at) === nextDayStart(nowSeconds);
  const limits = [
    exhausted(state.overall, reserve, sameWindow, sameDay),
    exhausted(state.read, reserve, sameWindow, sameDay),
  ];
  if (limits.some((l) => l.day)) return nextDayStart(nowSeconds);
  if (limits.some((l) => l.window)) return nextWindowStart(nowSeconds);
  return nowSeconds;
}
