import type { SportVolume } from '../schemas/training';
import { round, SPORT_KEYS, type DistanceClass, type SportKey } from './profile';

const TYPICAL: Record<SportKey, number> = { swim: 45, bike: 75, run: 45 };
export const LONG_SHARE: Record<SportKey, number> = { swim: 0.4, bike: 0.4, run: 0.35 };
export const LONG_CAP: Record<SportKey, Record<DistanceClass, number>> = {
  swim: { sprint: 45, olympic: 60, half: 75, full: 90 },
  bike: { sprint: 120, olympic: 180, half: 240, full: 360 },
  run: { sprint: 75, olympic: 100, half: 140, full: 180 },
};

export function longMinutes(sport: SportKey, sportMinutes: number, distance: DistanceClass): number {
  return Math.min(LONG_CAP[sport][distance], Math.max(20, Math.round((sportMinutes * LONG_SHARE[sport]) / 5) * 5));
}

/** Sessions per sport for n weekly sessions: every sport with volume gets one, the rest by typical session length. */
export function allocateCounts(volume: SportVolume, n: number): Record<SportKey, number> {
  const active = SPORT_KEYS.filter((k) => volume[k] >= 15);
  const counts: Record<SportKey, number> = { swim: 0, bike: 0, run: 0 };
  if (!active.length || n <= 0) return counts;
  const cap = (k: SportKey) => Math.max(1, Math.floor(volume[k] / 20));
  const desire = (k: SportKey) => volume[k] / TYPICAL[k];
  const ranked = [...active].sort((a, b) => desire(b) - desire(a));
  for (const k of ranked.slice(0, n)) counts[k] = 1;
  let left = n - Math.min(n, active.length);
  while (left > 0) {
    const next = active
      .filter((k) => counts[k] < cap(k))
      .sort((a, b) => desire(b) / (counts[b] + 1) - desire(a) / (counts[a] + 1))[0];
    if (!next) break;
    counts[next] += 1;
    left -= 1;
  }
  return counts;
}

/** Minutes of each session of one sport, the long one first. */
export function sessionMinutes(sport: SportKey, count: number, minutes: number, distance: DistanceClass): number[] {
  if (count <= 0) return [];
  const cap = LONG_CAP[sport][distance];
  if (count === 1) return [Math.min(cap, Math.max(15, round(minutes, 5)))];
  const long = Math.min(cap, Math.max(longMinutes(sport, minutes, distance), round(minutes / count, 5)));
  const rest = Math.max(20, Math.min(long, round((minutes - long) / (count - 1), 5)));
  return [long, ...Array.from({ length: count - 1 }, () => rest)];
}
