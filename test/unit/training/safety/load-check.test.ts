import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitsBroken, loadCheck, monotony, strain, type WeekDayLoad } from '@shared/training/safety/load-check';
import { addDays } from '@shared/calendar/days';

const MONDAY = '2026-03-02';
const week = (loads: number[], hard: boolean[] = loads.map(() => false)): WeekDayLoad[] =>
  loads.map((load, i) => ({ date: addDays(MONDAY, i), load, hard: hard[i] }));
/** `weeks` weeks before MONDAY trained with the same daily pattern. */
function historyOf(pattern: number[], weeks: number): Map<string, number> {
  const history = new Map<string, number>();
  for (let d = 0; d < weeks * 7; d++) history.set(addDays(MONDAY, -weeks * 7 + d), pattern[d % 7]);
  return history;
}

describe('monotony and strain (Foster 1998)', () => {
  it('are the daily mean over the standard deviation, and the week total times it', () => {
    // Hand computed: loads 0, 60, 80, 50, 70, 150, 120 -> total 530, mean 75.714, population SD 44.994 -> monotony 1.683.
    const loads = [0, 60, 80, 50, 70, 150, 120];
    expect(monotony(loads)).toBeCloseTo(1.683, 3);
    expect(strain(loads)).toBeCloseTo(530 * 1.6828, 0);
  });

  it('a week without training has neither; the same load every day is infinitely monotonous', () => {
    expect(monotony([0, 0, 0, 0, 0, 0, 0])).toBe(0);
    expect(monotony([50, 50, 50, 50, 50, 50, 50])).toBe(Infinity);
  });

  it('monotony does not change when every day is scaled alike', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 7, maxLength: 7 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (loads, k) => {
          const a = monotony(loads);
          const b = monotony(loads.map((l) => l * k));
          if (Number.isFinite(a)) expect(b).toBeCloseTo(a, 6);
          else expect(b).toBe(Infinity);
        },
      ),
    );
  });
});

describe('loadCheck', () => {
  const steady = [0, 60, 80, 50, 70, 150, 120];

  it('passes a week like the ones before it, with a rest day and hard days apart', () => {
    // 20 weeks: fitness has settled (1 - e^(-140/42) = 96 %), so the same week again barely moves it.
    const check = loadCheck({
      history: historyOf(steady, 20),
      days: week(steady, [false, false, true, false, false, true, false]),
    });
    expect(Object.values(check).map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(check.ramp.value).toBeLessThan(1);
    expect(check.restDays).toEqual({ value: 1, limit: 1, status: 'ok' });
  });

  it('refuses a week that doubles the load: fitness ramps too fast, strain tops the peak, form sinks', () => {
    const check = loadCheck({ history: historyOf(steady, 8), days: week(steady.map((l) => l * 2.5)) });
    expect(check.ramp.status).toBe('over');
    expect(check.ramp.value).toBeGreaterThan(8);
    expect(check.strain.status).toBe('over');
    expect(check.form.status).toBe('over');
    expect(check.form.value).toBeLessThan(-30);
  });

  it('holds strain to the recent peak load when the weeks before were trained on one day (decision record 031)', () => {
    // Six weeks of one 161-load day (monotony 0.41, strain 66): the same load less, on two days, is no spike.
    const oneDay = [0, 0, 0, 0, 0, 161, 0];
    const check = loadCheck({ history: historyOf(oneDay, 6), days: week([0, 0, 0, 47, 0, 96, 0]) });
    expect(strain([0, 0, 0, 47, 0, 96, 0])).toBeGreaterThan(1.1 * strain(oneDay));
    expect(check.strain).toMatchObject({ limit: Math.round(161 * 1.1), status: 'ok' });
    // A week 30 % over that peak load at a monotony over 1 still breaks it.
    const heavier = [40, 0, 40, 40, 0, 60, 30];
    expect(monotony(heavier)).toBeGreaterThan(1);
    expect(loadCheck({ history: historyOf(oneDay, 6), days: week(heavier) }).strain.status).toBe('over');
  });

  it('gives no ramp or form verdict before 42 days of history, and no strain verdict without an earlier week', () => {
    const check = loadCheck({ history: new Map(), days: week(steady.map((l) => l * 3)) });
    expect(check.ramp.status).toBe('unknown');
    expect(check.form.status).toBe('unknown');
    expect(check.strain).toMatchObject({ limit: null, status: 'unknown' });
  });

  it('asks for a rest day unless the athlete chose seven days, and never two hard days in a row', () => {
    const everyDay = [40, 60, 80, 50, 70, 150, 120];
    expect(loadCheck({ history: new Map(), days: week(everyDay) }).restDays.status).toBe('over');
    expect(loadCheck({ history: new Map(), days: week(everyDay), restDayOptional: true }).restDays.status).toBe('ok');
    const hard = loadCheck({ history: new Map(), days: week(steady, [false, true, true, false, false, false, false]) });
    expect(hard.hardDaysInARow).toEqual({ value: 2, limit: 1, status: 'over' });
  });

  it('a planned overreach lifts the form floor', () => {
    const check = loadCheck({
      history: historyOf(steady, 8),
      days: week(steady.map((l) => l * 2.5)),
      plannedOverreach: true,
    });
    expect(check.form.status).toBe('unknown');
    expect(check.form.limit).toBeNull();
  });
});

describe('limitsBroken', () => {
  const loadsArb = fc.array(fc.integer({ min: 0, max: 250 }), { minLength: 7, maxLength: 7 });
  const hardArb = fc.array(fc.boolean(), { minLength: 7, maxLength: 7 });
  const patternArb = fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 7, maxLength: 7 });

  it('a week compared with itself breaks nothing', () => {
    fc.assert(
      fc.property(patternArb, loadsArb, hardArb, (pattern, loads, hard) => {
        const check = loadCheck({ history: historyOf(pattern, 8), days: week(loads, hard) });
        expect(limitsBroken(check, check)).toEqual([]);
      }),
    );
  });

  it('taking a session out never breaks the ramp, strain, form or rest-day limits', () => {
    fc.assert(
      fc.property(patternArb, loadsArb, hardArb, fc.integer({ min: 0, max: 6 }), (pattern, loads, hard, day) => {
        const history = historyOf(pattern, 8);
        const before = loadCheck({ history, days: week(loads, hard) });
        const lighter = loads.map((l, i) => (i === day ? 0 : l));
        const after = loadCheck({
          history,
          days: week(
            lighter,
            hard.map((h, i) => (i === day ? false : h)),
          ),
        });
        const broken = limitsBroken(before, after);
        expect(broken.filter((k) => k !== 'monotony')).toEqual([]);
      }),
    );
  });

  it('adding load anywhere never lowers the ramp', () => {
    fc.assert(
      fc.property(
        patternArb,
        loadsArb,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 200 }),
        (pattern, loads, day, extra) => {
          const history = historyOf(pattern, 8);
          const before = loadCheck({ history, days: week(loads) });
          const after = loadCheck({ history, days: week(loads.map((l, i) => (i === day ? l + extra : l))) });
          expect(after.ramp.value ?? 0).toBeGreaterThanOrEqual(before.ramp.value ?? 0);
        },
      ),
    );
  });
});
