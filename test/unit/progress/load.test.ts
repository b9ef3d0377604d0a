import { describe, expect, it } from 'vitest';
import { activityLoad, ageOn, heartRateFromAge } from '@shared/progress/load';
import { formReading, loadSeries } from '@shared/progress/training-load';

describe('activity load', () => {
  it('estimates from duration and the sport when no heart rate can be used', () => {
    expect(activityLoad({ sport: 'run', durationSecs: 3600, averageHeartRate: null }, null)).toEqual({
      load: expect.closeTo(64, 6),
      method: 'duration',
    });
    expect(activityLoad({ sport: 'bike', durationSecs: 5400, averageHeartRate: 150 }, null).load).toBeCloseTo(77.76, 6);
    expect(activityLoad({ sport: 'swim', durationSecs: 1800, averageHeartRate: null }, null).load).toBeCloseTo(
      28.125,
      6,
    );
    expect(activityLoad({ sport: null, durationSecs: 3600, averageHeartRate: null }, null).load).toBeCloseTo(42.25, 6);
  });

  it('uses heart rate against the threshold when both are known (hrTSS), capped at IF 1.2', () => {
    const hr = { max: 180, threshold: 160 };
    expect(activityLoad({ sport: 'run', durationSecs: 3600, averageHeartRate: 144 }, hr)).toEqual({
      load: expect.closeTo(81, 6),
      method: 'heartRate',
    });
    expect(activityLoad({ sport: 'run', durationSecs: 1800, averageHeartRate: 160 }, hr).load).toBeCloseTo(50, 6);
    expect(activityLoad({ sport: 'bike', durationSecs: 3600, averageHeartRate: 200 }, hr).load).toBeCloseTo(144, 6);
    // A sensor glitch falls back to the duration estimate.
    expect(activityLoad({ sport: 'run', durationSecs: 3600, averageHeartRate: 30 }, hr)).toEqual({
      load: expect.closeTo(64, 6),
      method: 'duration',
    });
  });

  it('predicts max heart rate from age (Tanaka) and threshold at 89 % of it', () => {
    expect(ageOn('1986-05-20', '2026-05-19')).toBe(39);
    expect(ageOn('1986-05-20', '2026-05-20')).toBe(40);
    expect(heartRateFromAge('1986-05-20', '2026-05-20')).toEqual({ max: 180, threshold: 160 });
    expect(heartRateFromAge(null, '2026-05-20')).toBeNull();
    expect(heartRateFromAge('2024-01-01', '2026-05-20')).toBeNull();
  });
});

describe('fitness, fatigue and form', () => {
  it('follows the 42- and 7-day exponentially weighted load by hand', () => {
    const days = loadSeries(new Map([['2026-03-01', 100]]), '2026-03-01', '2026-03-03');
    expect(days).toEqual([
      { date: '2026-03-01', load: 100, fitness: 2.4, fatigue: 14.3, form: -11.9 },
      { date: '2026-03-02', load: 0, fitness: 2.3, fatigue: 12.2, form: -9.9 },
      { date: '2026-03-03', load: 0, fitness: 2.3, fatigue: 10.5, form: -8.2 },
    ]);
  });

  it('settles on a steady daily load', () => {
    const daily = new Map<string, number>();
    const days = loadSeries(daily, '2025-01-01', '2026-06-30');
    expect(days).toHaveLength(546);
    for (const d of days) daily.set(d.date, 50);
    const last = loadSeries(daily, '2025-01-01', '2026-06-30').at(-1)!;
    expect(last.fitness).toBe(50);
    expect(last.fatigue).toBe(50);
    expect(last.form).toBe(0);
  });

  it('reads form as a share of fitness', () => {
    expect(formReading(4, 3)).toBe('none');
    expect(formReading(50, 15)).toBe('transition');
    expect(formReading(50, 10)).toBe('fresh');
    expect(formReading(50, 2.5)).toBe('neutral');
    expect(formReading(50, -5)).toBe('neutral');
    expect(formReading(50, -15)).toBe('productive');
    expect(formReading(50, -16)).toBe('overreaching');
    expect(formReading(50, -16, 41)).toBe('building');
    expect(formReading(50, -16, 42)).toBe('overreaching');
    expect(formReading(4, 3, 10)).toBe('none');
  });
});
