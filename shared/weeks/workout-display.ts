import type { AnyStep, Sport, WorkoutDetails, WorkoutStep } from '../schemas/training';
import { powerZone } from '../training/zones';

export type SportKey = 'swim' | 'bike' | 'run';

/** SWIMMING is swim, CYCLING is bike, anything else is run. */
export function sportKey(sport: string | null | undefined): SportKey {
  if (sport === 'SWIMMING') return 'swim';
  if (sport === 'CYCLING') return 'bike';
  return 'run';
}

/** Strips the '{site} - ' prefix some stored names carry. */
export function displayName(name: string, site = 'Tricoach'): string {
  const prefix = `${site} - `;
  return name.startsWith(prefix) ? name.slice(prefix.length) : name;
}

/** By day ascending; workouts without a day go last (stable otherwise). */
export function sortByDay<T extends { day: string | null | undefined }>(workouts: readonly T[]): T[] {
  return workouts
    .map((w, i) => ({ w, i }))
    .sort((a, b) => {
      if (!a.w.day && !b.w.day) return a.i - b.i;
      if (!a.w.day) return 1;
      if (!b.w.day) return -1;
      return a.w.day < b.w.day ? -1 : a.w.day > b.w.day ? 1 : a.i - b.i;
    })
    .map(({ w }) => w);
}

/** Heart-rate zones as integers 1-5. */
export function hrZone(value: number | null | undefined): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return Math.min(5, Math.max(1, Math.round(value)));
}

/** m/s -> km/h with one decimal. */
export function speedKmh(metresPerSecond: number): string {
  return (metresPerSecond * 3.6).toFixed(1);
}

/** m/s -> "m:ss" per km (run) or per 100 m (swim). */
export function pace(metresPerSecond: number, per: 1000 | 100): string {
  if (!(metresPerSecond > 0)) return '-';
  const totalSeconds = Math.round(per / metresPerSecond);
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
}

/** Distance in m for swimming, otherwise km with one decimal. */
export function distance(metres: number, sport: Sport | string): { value: string; unit: 'm' | 'km' } {
  if (sport === 'SWIMMING') return { value: String(Math.round(metres)), unit: 'm' };
  return { value: (metres / 1000).toFixed(1), unit: 'km' };
}

/** Seconds as "1h 05m", "45m" or "30s". */
export function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return s ? `${m}m ${String(s).padStart(2, '0')}s` : `${m}m`;
  return `${s}s`;
}

export type TargetDisplay =
  | { kind: 'open' }
  | { kind: 'hr'; zone: number }
  | { kind: 'speed'; low: string; high: string; unit: 'km/h' }
  | { kind: 'power'; low: number; high: number; zone: number }
  | { kind: 'pace'; low: string; high: string; unit: 'min/km' | 'min/100m' };

/** Targets per the display rules: HR zones as integers, cycling km/h, pace min/km or min/100m. */
export function stepTarget(step: WorkoutStep, sport: Sport | string): TargetDisplay {
  if (step.targetType === 'HEART_RATE') {
    const zone = hrZone(step.targetValue ?? step.targetValueLow ?? step.targetValueHigh);
    return zone === null ? { kind: 'open' } : { kind: 'hr', zone };
  }
  if (step.targetType === 'POWER') {
    const low = step.targetValueLow;
    const high = step.targetValueHigh;
    if (!low || !high) return { kind: 'open' };
    return {
      kind: 'power',
      low: Math.round(Math.min(low, high)),
      high: Math.round(Math.max(low, high)),
      zone: powerZone((low + high) / 2),
    };
  }
  if (step.targetType === 'PACE' || step.targetType === 'SPEED') {
    const low = step.targetValueLow ?? step.targetValue;
    const high = step.targetValueHigh ?? step.targetValue;
    if (!low || !high) return { kind: 'open' };
    if (sport === 'CYCLING') return { kind: 'speed', low: speedKmh(low), high: speedKmh(high), unit: 'km/h' };
    const per = sport === 'SWIMMING' ? 100 : 1000;
    // Slower speed means a longer pace: show the range from slow to fast.
    return { kind: 'pace', low: pace(low, per), high: pace(high, per), unit: per === 100 ? 'min/100m' : 'min/km' };
  }
  return { kind: 'open' };
}

function flatten(steps: readonly AnyStep[], times = 1): Array<{ step: WorkoutStep; times: number }> {
  return steps.flatMap((s) =>
    s.type === 'WorkoutRepeatStep' ? flatten(s.steps, times * s.repeatValue) : [{ step: s, times }],
  );
}

export type IntensityBasis = 'time' | 'distance' | 'steps';

/** Share of each intensity by time, falling back to distance, then to the step count (percentages summing to ~100). */
export function intensityDistribution(details: Pick<WorkoutDetails, 'steps'>): {
  basis: IntensityBasis;
  shares: Record<string, number>;
} {
  const flat = flatten(details.steps);
  const sum = (pick: (s: WorkoutStep) => number) => {
    const shares: Record<string, number> = {};
    for (const { step, times } of flat) shares[step.intensity] = (shares[step.intensity] ?? 0) + pick(step) * times;
    return shares;
  };
  const toPercent = (shares: Record<string, number>) => {
    const total = Object.values(shares).reduce((a, b) => a + b, 0);
    return Object.fromEntries(
      Object.entries(shares)
        .filter(([, v]) => v > 0)
        .map(([k, v]) => [k, Math.round((v / total) * 100)]),
    );
  };
  // Time when the workout is mostly timed; a distance workout (a swim with a few timed rests) is measured by distance.
  const count = (type: WorkoutStep['durationType']) =>
    flat.reduce((n, f) => n + (f.step.durationType === type ? f.times : 0), 0);
  const byTime = sum((s) => (s.durationType === 'TIME' ? s.durationValue : 0));
  const byDistance = sum((s) => (s.durationType === 'DISTANCE' ? s.durationValue : 0));
  const hasTime = Object.values(byTime).some((v) => v > 0);
  const hasDistance = Object.values(byDistance).some((v) => v > 0);
  if (hasTime && (!hasDistance || count('TIME') >= count('DISTANCE')))
    return { basis: 'time', shares: toPercent(byTime) };
  if (hasDistance) return { basis: 'distance', shares: toPercent(byDistance) };
  return { basis: 'steps', shares: toPercent(sum(() => 1)) };
}
