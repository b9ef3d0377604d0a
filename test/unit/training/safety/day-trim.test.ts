import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { buildPlanOverview, buildWeekWorkouts, weekVolume } from '@shared/training';
import { plannedLoad } from '@shared/training/safety/planned-load';
import { loadCheck } from '@shared/training/safety/load-check';
import { loadHistoryBefore } from '@shared/training/safety/load-history';
import { loadStart } from '@shared/training/safety/load-start';
import { formStrainExcess, trimDays, TRIM_RANK, type TrimItem } from '@shared/training/safety/day-trim';
import { readShape } from '@shared/training/safety/week-shape';
import { ironmanOnThreeDays } from './ironman-three-days';

const FIRST = '2026-06-01';

/** `weeks` weeks of the same daily loads (Monday first) before FIRST. */
function history(week: number[], weeks = 12): Record<string, number> {
  const out: Record<string, number> = {};
  for (let back = weeks; back >= 1; back--)
    week.forEach((load, i) => {
      if (load > 0) out[addDays(FIRST, -7 * back + i)] = load;
    });
  return out;
}

describe('the load history a week is built against (decision record 030)', () => {
  it('starts where the load check starts: the same form on the week, and no start without the fitness window', () => {
    const before = history([0, 120, 60, 0, 90, 200, 80]);
    const start = loadStart(before, FIRST)!;
    const week = [0, 130, 60, 0, 100, 210, 80];
    const check = loadCheck({
      history: new Map(Object.entries(before)),
      days: week.map((load, i) => ({ date: addDays(FIRST, i), load, hard: false })),
    });
    expect(readShape(week, [], start).lowestForm).toBeCloseTo(check.form.value!, 0);
    expect(start.strainPeak).toBeGreaterThan(0);
    expect(loadStart(history([0, 120, 60, 0, 90, 200, 80], 5), FIRST)).toBeNull();
    expect(loadStart(null, FIRST)).toBeNull();
  });

  it('is the recorded load before the week and, from today on, the sessions planned and not done or skipped', () => {
    const run = { sport: 'RUNNING' as const, steps: [] };
    const recorded = new Map([
      ['2026-05-28', 80],
      [FIRST, 99],
    ]);
    const planned = [
      { day: '2026-05-29', workoutDetails: run, isCompleted: false },
      { day: '2026-05-30', workoutDetails: run, report: { status: 'skipped' } },
      { day: '2026-05-31', workoutDetails: run, isCompleted: true },
      { day: '2026-05-27', workoutDetails: run },
    ];
    const out = loadHistoryBefore(recorded, planned, '2026-05-29', FIRST, {});
    expect(out).toEqual({ '2026-05-28': 80, '2026-05-29': 0 });
  });
});

describe('days that hold too much are shortened, filler first and the long session last', () => {
  // A two-day Ironman athlete: a 4h ride with a tempo run on Monday, a swim and a long run on Saturday.
  const start = loadStart(history([380, 0, 0, 0, 0, 140, 0]), FIRST)!;
  const items: TrimItem[] = [
    { day: 0, load: 300, minutes: 240, floor: 120, rank: TRIM_RANK.long },
    { day: 0, load: 90, minutes: 70, floor: 40, rank: TRIM_RANK.quality },
    { day: 5, load: 40, minutes: 45, floor: 20, rank: TRIM_RANK.filler },
    { day: 5, load: 100, minutes: 85, floor: 40, rank: TRIM_RANK.long },
  ];

  it('holds form over the target, cutting the quality session before the long ride and leaving the other day', () => {
    const loads = [390, 0, 0, 0, 0, 140, 0];
    expect(formStrainExcess(readShape(loads, [], start))).toBeGreaterThan(0);
    const minutes = trimDays(items, start);
    const trimmed = [0, 0, 0, 0, 0, 0, 0];
    items.forEach((item, i) => (trimmed[item.day] += (item.load * minutes[i]) / item.minutes));
    expect(formStrainExcess(readShape(trimmed, [], start))).toBe(0);
    expect(minutes[1]).toBeLessThan(70);
    // The long ride is only shortened once the quality session is at its floor, and never under its own.
    if (minutes[0] < 240) expect(minutes[1]).toBe(40);
    expect(minutes[0]).toBeGreaterThanOrEqual(120);
    // Saturday's sessions do not lift Monday's form: they stay as they were.
    expect(minutes.slice(2)).toEqual([45, 85]);
  });

  it('leaves a week inside the limits as it is', () => {
    const easy = items.map((item) => ({ ...item, load: item.load / 3 }));
    expect(trimDays(easy, start)).toEqual(easy.map((item) => item.minutes));
  });
});

describe('an Ironman athlete on three days a week (decision record 030)', () => {
  it('gets weeks inside the form floor from their load history, the long ride still the longest session', () => {
    const input = ironmanOnThreeDays(FIRST);
    const plan = buildPlanOverview(input);
    const loads = new Map<string, number>();
    const volumes: ReturnType<typeof weekVolume>[] = [];
    const base = { plan: input, planOverview: plan, trainingStyle: 'classic' as const };
    for (const w of buildWeekWorkouts({ ...base, weekFirstDay: FIRST }).workouts)
      for (let back = 12; back >= 1; back--) {
        const day = addDays(w.day, -7 * back);
        loads.set(day, (loads.get(day) ?? 0) + plannedLoad(w.workoutDetails));
      }
    for (let wk = 0; wk < 14; wk++) {
      const weekFirstDay = addDays(FIRST, 7 * wk);
      const { workouts } = buildWeekWorkouts({
        ...base,
        weekFirstDay,
        previousWeeks: volumes.map((volume) => ({ volume, compliancePercent: 100 })),
        loadHistory: Object.fromEntries(loads),
      });
      const days = Array.from({ length: 7 }, (_, i) => {
        const date = addDays(weekFirstDay, i);
        const load = workouts.filter((w) => w.day === date).reduce((t, w) => t + plannedLoad(w.workoutDetails), 0);
        return { date, load, hard: false };
      });
      const check = loadCheck({ history: loads, days });
      expect({ wk, form: check.form.status, strain: check.strain.status }).toEqual({ wk, form: 'ok', strain: 'ok' });
      // The athlete's whole week on three days: the long ride stays its longest session (the key session kept longest).
      const minutes = (w: (typeof workouts)[number]) => w.workoutDetails.estimatedDurationInSecs;
      const longest = workouts.reduce((a, b) => (minutes(b) > minutes(a) ? b : a));
      expect(longest.workoutDetails.sport).toBe('CYCLING');
      for (const d of days) loads.set(d.date, d.load);
      volumes.push(weekVolume(workouts));
    }
  });
});
