import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import {
  hrvTrend,
  MIN_BASELINE_DAYS,
  readinessOn,
  restingHrTrend,
  type CheckIn,
  type ReadinessDay,
  type Verdict,
} from '@shared/training/readiness';

const TODAY = '2026-03-12';
const fine: CheckIn = { sleep: 4, fatigue: 4, soreness: 4, stress: 4, motivation: 4 };
const days = (values: Array<Partial<ReadinessDay> | null>, end = TODAY): ReadinessDay[] =>
  values.flatMap((v, i) => (v ? [{ date: addDays(end, i - values.length + 1), ...v }] : []));
const rank: Record<Verdict, number> = { ready: 0, caution: 1, rest: 2 };

describe('HRV against the baseline (Plews et al. 2012, 2013)', () => {
  it('compares the 7-day mean of ln rMSSD with the baseline, in % of rMSSD', () => {
    // Hand computed: baseline days 60, 66, 54 ms -> ln 4.0943, 4.1897, 3.9890: mean 4.0910, SD 0.1004 -> SWC 0.0502.
    // Rolling (the same three and 45 today, ln 3.8067) -> mean 4.0199; difference -0.0711 -> -6.9 %, past the SWC: low.
    const byDay = new Map([
      [addDays(TODAY, -3), 60],
      [addDays(TODAY, -2), 66],
      [addDays(TODAY, -1), 54],
      [TODAY, 45],
    ]);
    const trend = hrvTrend(byDay, TODAY)!;
    expect(trend.baselineLn).toBeCloseTo(4.091, 3);
    expect(trend.swc).toBeCloseTo(0.0502, 3);
    expect(trend.changePct).toBeCloseTo(-6.86, 1);
    expect(trend.status).toBe('low');
  });

  it('needs 3 valid days in each window (Plews et al. 2014: 3 days a week give the weekly picture)', () => {
    // Plews et al. (2014), standardised ln rMSSD change to overreaching by days averaged: 0.20, 0.33, 0.49, 0.48,
    // 0.47, 0.45, 0.43 for 1..7 days; from 3 days on the change is as clear as with the whole week.
    const standardised = [0.2, 0.33, 0.49, 0.48, 0.47, 0.45, 0.43];
    const plateau = standardised.findIndex((v, i) => i > 0 && v >= Math.max(...standardised) * 0.85) + 1;
    expect(plateau).toBe(MIN_BASELINE_DAYS);
    const two = new Map([
      [addDays(TODAY, -2), 60],
      [addDays(TODAY, -1), 60],
      [TODAY, 40],
    ]);
    expect(hrvTrend(two, TODAY)).toBeNull();
    // Implausible values (a typing slip) are not valid days.
    expect(
      hrvTrend(
        new Map([
          [addDays(TODAY, -3), 0],
          [addDays(TODAY, -2), 60],
          [addDays(TODAY, -1), 60],
          [TODAY, 40],
        ]),
        TODAY,
      ),
    ).toBeNull();
  });

  it('is the same whatever the unit of scale (ln differences are ratios)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 20, max: 140, noNaN: true }), { minLength: 4, maxLength: 30 }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (values, factor) => {
          const a = new Map(values.map((v, i) => [addDays(TODAY, i - values.length + 1), v]));
          const b = new Map(
            values.map((v, i) => [addDays(TODAY, i - values.length + 1), Math.min(300, Math.max(5, v * factor))]),
          );
          const ta = hrvTrend(a, TODAY);
          const tb = hrvTrend(b, TODAY);
          if (values.every((v) => v * factor >= 5 && v * factor <= 300)) expect(tb?.status).toBe(ta?.status);
        },
      ),
    );
  });
});

describe('resting heart rate against the baseline', () => {
  it('5 bpm over is a reason for caution, 10 a reason to rest', () => {
    const of = (today: number) =>
      restingHrTrend(
        new Map([
          [addDays(TODAY, -3), 48],
          [addDays(TODAY, -2), 50],
          [addDays(TODAY, -1), 52],
          [TODAY, today],
        ]),
        TODAY,
      )?.status;
    expect(of(54)).toBe('normal');
    expect(of(55)).toBe('elevated');
    expect(of(60)).toBe('far-elevated');
  });
});

describe('the reading', () => {
  it('gives no verdict from fewer than 3 valid days of baseline, and one from 3', () => {
    const poor: CheckIn = { ...fine, sleep: 1, fatigue: 2 };
    expect(readinessOn(days([{ checkIn: fine }, { checkIn: fine }, { checkIn: poor }]), TODAY)).toMatchObject({
      verdict: null,
      baselineDays: 2,
    });
    const enough = readinessOn(
      days([{ checkIn: fine }, { checkIn: fine }, { checkIn: fine }, { checkIn: poor }]),
      TODAY,
    );
    expect(enough.verdict).toBe('rest');
    expect(enough.drivers.map((d) => d.kind)).toEqual(['sleep', 'fatigue']);
  });

  it('says what drove it: HRV under the baseline and poor sleep', () => {
    const history = days([
      { checkIn: { ...fine, hrvRmssd: 62 } },
      { checkIn: { ...fine, hrvRmssd: 60 } },
      { checkIn: { ...fine, hrvRmssd: 64 } },
      { checkIn: { ...fine, hrvRmssd: 61 } },
      { checkIn: { ...fine, sleep: 2, hrvRmssd: 38 } },
    ]);
    const reading = readinessOn(history, TODAY);
    expect(reading.verdict).toBe('caution');
    expect(reading.drivers.find((d) => d.kind === 'hrv')?.change).toBe(-9);
    expect(reading.drivers.some((d) => d.kind === 'sleep' && d.value === 2)).toBe(true);
  });

  it('reads the watch when there is no check-in; the typed value wins over the watch', () => {
    const history = days([
      { watch: { restingHr: 48 } },
      { watch: { restingHr: 49 } },
      { watch: { restingHr: 47 } },
      { watch: { restingHr: 60, sleepScore: 45 } },
    ]);
    expect(readinessOn(history, TODAY)).toMatchObject({
      verdict: 'rest',
      drivers: [
        { kind: 'restingHr', level: 2, change: 12 },
        { kind: 'sleep', source: 'watch' },
      ],
    });
    const typed = days([
      { watch: { restingHr: 48 } },
      { watch: { restingHr: 49 } },
      { watch: { restingHr: 47 } },
      { watch: { restingHr: 60 }, checkIn: { ...fine, restingHr: 49 } },
    ]);
    expect(readinessOn(typed, TODAY).verdict).toBe('ready');
  });

  it('says sick without a baseline, and gives no verdict on a day with nothing known', () => {
    expect(readinessOn(days([{ checkIn: { ...fine, sick: true } }]), TODAY)).toMatchObject({
      verdict: null,
      sick: true,
      drivers: [{ kind: 'sick' }],
    });
    expect(
      readinessOn(days([{ checkIn: fine }, { checkIn: fine }, { checkIn: fine }, null]), TODAY).verdict,
    ).toBeNull();
  });

  const checkInArb = fc.record({
    sleep: fc.integer({ min: 1, max: 5 }),
    fatigue: fc.integer({ min: 1, max: 5 }),
    soreness: fc.integer({ min: 1, max: 5 }),
    stress: fc.integer({ min: 1, max: 5 }),
    motivation: fc.integer({ min: 1, max: 5 }),
  });
  const dayArb = fc.option(
    fc.record({
      checkIn: fc.option(checkInArb, { nil: undefined }),
      watch: fc.option(
        fc.record({ restingHr: fc.integer({ min: 35, max: 80 }), hrvRmssd: fc.integer({ min: 15, max: 150 }) }),
        { nil: undefined },
      ),
    }),
    { nil: null },
  );

  it('never gives a verdict from fewer than 3 valid baseline days, whatever the days (property)', () => {
    fc.assert(
      fc.property(fc.array(dayArb, { minLength: 1, maxLength: 70 }), (values) => {
        const reading = readinessOn(days(values), TODAY);
        if (reading.baselineDays < MIN_BASELINE_DAYS) expect(reading.verdict).toBeNull();
        else if (reading.verdict === null) expect(values.at(-1)?.checkIn || values.at(-1)?.watch).toBeFalsy();
      }),
    );
  });

  it('a worse check-in never gives a better verdict (property)', () => {
    fc.assert(
      fc.property(
        fc.array(dayArb, { minLength: 3, maxLength: 20 }),
        checkInArb,
        fc.constantFrom('sleep', 'fatigue', 'soreness', 'stress', 'motivation'),
        (values, today, item) => {
          const history = [...values.map((v) => (v?.checkIn || v?.watch ? v : { checkIn: fine })), { checkIn: today }];
          const worse = [...history.slice(0, -1), { checkIn: { ...today, [item]: Math.max(1, today[item] - 1) } }];
          const a = readinessOn(days(history), TODAY).verdict!;
          const b = readinessOn(days(worse), TODAY).verdict!;
          expect(rank[b]).toBeGreaterThanOrEqual(rank[a]);
        },
      ),
    );
  });
});
