import type { LoadStart } from './load-start';
import { readShape, shapeExcess, type ShapeReading } from './week-shape';

/** What is shortened first when a day holds more than form and strain allow (decision record 030). */
export const TRIM_RANK = { filler: 0, quality: 1, brick: 2, long: 3 } as const;

export interface TrimItem {
  /** Day of the week, 0-6. */
  day: number;
  load: number;
  minutes: number;
  /** Shortest the session may become (its minutes: never shortened). */
  floor: number;
  rank: number;
}

const STEP_MINUTES = 5;

/** How far the week is under the form target or over the strain target (0: inside both). */
export function formStrainExcess(reading: ShapeReading): number {
  return shapeExcess({ ...reading, monotony: 0 });
}

/**
 * Shorter sessions for a week whose days hold more than the athlete's form and strain allow: five minutes at a time,
 * always from the lowest rank that still helps (easy filler first, then the quality session's easy minutes, the brick
 * run, and the long session last), the cut that brings the week furthest in. A session's load is taken as
 * proportional to its minutes; the caller rebuilds the sessions and reads the week again. Returns each item's minutes.
 */
export function trimDays(items: readonly TrimItem[], start: LoadStart): number[] {
  const minutes = items.map((item) => item.minutes);
  const read = () => {
    const loads = [0, 0, 0, 0, 0, 0, 0];
    items.forEach((item, i) => (loads[item.day] += item.minutes > 0 ? (item.load * minutes[i]) / item.minutes : 0));
    return readShape(loads, [], start);
  };
  const excessOf = () => {
    const reading = read();
    return { all: shapeExcess(reading), held: formStrainExcess(reading) };
  };
  let now = excessOf();
  const ranks = [...new Set(items.map((item) => item.rank))].sort((a, b) => a - b);
  for (let step = 0; now.held > 0 && step < 400; step++) {
    let best: { i: number; all: number; held: number } | null = null;
    for (const rank of ranks) {
      items.forEach((item, i) => {
        if (item.rank !== rank || minutes[i] - STEP_MINUTES < item.floor) return;
        minutes[i] -= STEP_MINUTES;
        const e = excessOf();
        minutes[i] += STEP_MINUTES;
        if (e.held < now.held - 1e-9 && (!best || e.all < best.all - 1e-9)) best = { i, ...e };
      });
      if (best) break;
    }
    if (!best) break;
    const chosen: { i: number; all: number; held: number } = best;
    minutes[chosen.i] -= STEP_MINUTES;
    now = chosen;
  }
  return minutes;
}
