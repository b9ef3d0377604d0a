import { describe, expect, it } from 'vitest';
import { estimateThresholds, speedHeldFor, type EstimateActivity } from '@shared/training/threshold-estimates';
import { buildThresholdTest, cssFromTrials, ftpFromTwentyMinutes } from '@shared/training/threshold-tests';
import { checkWorkout } from '@shared/training';
import { THRESHOLD_NAMES } from '@shared/schemas/thresholds';

let n = 0;
const activity = (over: Partial<EstimateActivity>): EstimateActivity => ({
  id: `a${++n}`,
  activityType: 'RUNNING',
  startTime: '2026-11-01T07:00:00.000Z',
  durationInSeconds: 2400,
  distanceInMeters: null,
  averageHeartRate: null,
  maxHeartRate: null,
  ...over,
});
const byName = (activities: EstimateActivity[]) =>
  Object.fromEntries(estimateThresholds(activities, THRESHOLD_NAMES).map((e) => [e.name, e]));

describe('threshold estimates from best efforts', () => {
  it('max HR is the highest recorded max HR', () => {
    const hard = activity({ maxHeartRate: 191, averageHeartRate: 160, startTime: '2026-11-03T07:00:00.000Z' });
    const { maxHr } = byName([activity({ maxHeartRate: 176 }), hard, activity({ maxHeartRate: 250 })]);
    expect(maxHr).toMatchObject({
      value: 191,
      missing: null,
      basis: { activityId: hard.id, day: '2026-11-03', measured: 191 },
    });
  });

  it('threshold HR: hardest sustained run; a 20-30 min effort counts 95 %', () => {
    const long = activity({ durationInSeconds: 3000, averageHeartRate: 165 });
    const short = activity({ durationInSeconds: 1500, averageHeartRate: 172 }); // 163.4
    const tooShort = activity({ durationInSeconds: 600, averageHeartRate: 185 });
    const { thresholdHr } = byName([long, short, tooShort]);
    expect(thresholdHr).toMatchObject({ value: 165, basis: { activityId: long.id, measured: 165 } });
    expect(byName([short]).thresholdHr!.value).toBe(163);
  });

  it('threshold HR falls back to rides when no run has heart rate', () => {
    const ride = activity({ activityType: 'CYCLING', durationInSeconds: 3600, averageHeartRate: 150 });
    expect(byName([ride, activity({ averageHeartRate: null })]).thresholdHr).toMatchObject({
      value: 150,
      basis: { sport: 'CYCLING' },
    });
  });

  it('run threshold pace: the fastest sustained run carried to one hour (Riegel)', () => {
    const tenK = activity({ durationInSeconds: 2400, distanceInMeters: 10_000 }); // 4:00/km for 40 min
    const slow = activity({ durationInSeconds: 3600, distanceInMeters: 10_000 });
    const { runThresholdPace } = byName([tenK, slow, activity({ durationInSeconds: 600, distanceInMeters: 4000 })]);
    const expected = Math.round(1000 / speedHeldFor(10_000 / 2400, 2400, 3600));
    expect(expected).toBeGreaterThan(240);
    expect(runThresholdPace).toMatchObject({ value: expected, basis: { activityId: tenK.id, measured: 240 } });
  });

  it('swim CSS from the fastest swim of 400 m or more', () => {
    const swim = activity({ activityType: 'SWIMMING', durationInSeconds: 1800, distanceInMeters: 1800 }); // 1:40/100 m for 30 min
    const { swimCss } = byName([
      swim,
      activity({ activityType: 'SWIMMING', durationInSeconds: 200, distanceInMeters: 300 }),
    ]);
    expect(swimCss).toMatchObject({ value: 100, basis: { activityId: swim.id, measured: 100 } });
  });

  it('says what is missing', () => {
    const est = byName([activity({ averageHeartRate: 150, durationInSeconds: 600 })]);
    expect(est.maxHr).toMatchObject({ value: null, missing: 'noMaxHeartRate' });
    expect(est.thresholdHr).toMatchObject({ value: null, missing: 'noSustainedEffort' });
    expect(est.runThresholdPace).toMatchObject({ value: null, missing: 'noSustainedEffort' });
    expect(est.swimCss).toMatchObject({ value: null, missing: 'noSwims' });
    expect(est.ftp).toMatchObject({ value: null, missing: 'noPower' });
    expect(byName([]).maxHr!.missing).toBe('noHeartRate');
  });

  it('answers only the names asked for', () => {
    expect(estimateThresholds([], ['swimCss']).map((e) => e.name)).toEqual(['swimCss']);
  });
});

describe('threshold tests', () => {
  it.each(['run30', 'bike20', 'swimCss'] as const)('%s is a workout the guardrails accept, in en and pl', (test) => {
    for (const lang of ['en', 'pl'] as const) {
      const workout = buildThresholdTest(test, lang);
      expect(checkWorkout(workout).errors).toEqual([]);
    }
    expect(buildThresholdTest(test, 'pl').workoutName).not.toBe(buildThresholdTest(test, 'en').workoutName);
  });

  it('computes CSS and FTP from test results', () => {
    expect(cssFromTrials(400, 190)).toBe(105);
    expect(cssFromTrials(190, 400)).toBeNull();
    expect(ftpFromTwentyMinutes(263)).toBe(250);
  });
});
