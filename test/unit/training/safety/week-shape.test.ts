import { describe, expect, it } from 'vitest';
import { readShape, reshapeDays, SHAPE_TARGET, type ShapeItem } from '@shared/training/safety/week-shape';

const all = [true, true, true, true, true, true, true];

describe('the week builder reads and reshapes its own week (decision record 029)', () => {
  it('reads a level week as monotonous and a week with a big day and light days as not', () => {
    expect(readShape([60, 60, 60, 60, 60, 60, 0], []).monotony).toBeGreaterThan(2);
    expect(readShape([120, 40, 60, 0, 60, 40, 150], []).monotony).toBeLessThan(SHAPE_TARGET.monotony);
  });

  it('reads one very big day as form under the floor, the same load spread as not', () => {
    expect(readShape([0, 0, 0, 0, 0, 100, 600], []).lowestForm).toBeLessThan(-30);
    expect(readShape([100, 0, 100, 100, 100, 100, 200], []).lowestForm).toBeGreaterThan(-30);
  });

  it('moves easy sessions until the week is under the monotony target, never a key session', () => {
    // Seven days of one session each, a slightly longer one on Sunday: monotony far over 2.
    const items: ShapeItem[] = [
      { day: 0, load: 50, sport: 'SWIMMING', movable: true },
      { day: 1, load: 55, sport: 'RUNNING', movable: false },
      { day: 2, load: 50, sport: 'CYCLING', movable: true },
      { day: 3, load: 45, sport: 'SWIMMING', movable: true },
      { day: 4, load: 50, sport: 'RUNNING', movable: true },
      { day: 5, load: 50, sport: 'CYCLING', movable: true },
      { day: 6, load: 90, sport: 'CYCLING', movable: false },
    ];
    expect(readShape([50, 55, 50, 45, 50, 50, 90], []).monotony).toBeGreaterThan(2);
    const { days, excess, reading } = reshapeDays(items, { open: all, perDay: 2, before: [] });
    expect(excess).toBe(0);
    expect(reading.monotony).toBeLessThan(SHAPE_TARGET.monotony);
    expect(days[1]).toBe(1);
    expect(days[6]).toBe(6);
    // Never two sessions of one sport on a day, never more than two a day.
    for (let d = 0; d < 7; d++) {
      const on = items.filter((_, i) => days[i] === d);
      expect(on.length).toBeLessThanOrEqual(2);
      expect(new Set(on.map((x) => x.sport)).size).toBe(on.length);
    }
  });

  it('leaves a week inside the targets as it is, and uses only the open days', () => {
    const items: ShapeItem[] = [
      { day: 0, load: 40, sport: 'SWIMMING', movable: true },
      { day: 2, load: 90, sport: 'RUNNING', movable: false },
      { day: 5, load: 150, sport: 'CYCLING', movable: false },
    ];
    expect(reshapeDays(items, { open: all, perDay: 2, before: [] }).days).toEqual([0, 2, 5]);
    const level: ShapeItem[] = [0, 1, 2, 3, 4, 5].map((day) => ({
      day,
      load: 60,
      sport: day % 2 ? 'RUNNING' : 'SWIMMING',
      movable: true,
    }));
    const open = [true, true, true, true, true, true, false];
    expect(reshapeDays(level, { open, perDay: 2, before: [] }).days.every((d) => open[d])).toBe(true);
  });
});
