import { describe, expect, it } from 'vitest';
import { computeProgress, type RawActivity } from '@shared/progress/compute';
import { activityLoad, sessionRpeLoad } from '@shared/progress/load';

const hr = { max: 180, threshold: 160 };

describe('session-RPE load (Foster et al. 2001) on the heart-rate scale', () => {
  it('is RPE x minutes x 100 / 420: an hour at RPE 7 is an hour at threshold', () => {
    expect(sessionRpeLoad(7, 60)).toBeCloseTo(100, 9);
    // 45 min at RPE 5 = 225 AU; 225 * 100 / 420 = 53.571...
    expect(sessionRpeLoad(5, 45)).toBeCloseTo(53.5714, 4);
    // An hour at RPE 10 = 142.857, next to the heart-rate method's cap (IF 1.2: 144).
    expect(sessionRpeLoad(10, 60)).toBeCloseTo(142.857, 3);
  });

  it('is used when the activity has an RPE and no usable heart rate', () => {
    expect(activityLoad({ sport: 'run', durationSecs: 2700, averageHeartRate: null, rpe: 5 }, hr)).toEqual({
      load: expect.closeTo(53.5714, 4),
      method: 'rpe',
    });
    // A heart rate without the athlete's heart-rate profile cannot be used: RPE is.
    expect(activityLoad({ sport: 'run', durationSecs: 3600, averageHeartRate: 150, rpe: 7 }, null)).toEqual({
      load: expect.closeTo(100, 9),
      method: 'rpe',
    });
    // With a usable heart rate, heart rate wins (it is measured).
    expect(activityLoad({ sport: 'run', durationSecs: 3600, averageHeartRate: 144, rpe: 9 }, hr)).toEqual({
      load: expect.closeTo(81, 9),
      method: 'heartRate',
    });
    // An RPE outside 1-10 is ignored: duration.
    expect(activityLoad({ sport: 'run', durationSecs: 3600, averageHeartRate: null, rpe: 0 }, hr)).toEqual({
      load: expect.closeTo(64, 9),
      method: 'duration',
    });
  });
});

describe('power load (TSS, Coggan)', () => {
  it('is hours x (NP / FTP)^2 x 100 for a ride when FTP is known', () => {
    // 90 min, NP 210 W, FTP 250 W: IF 0.84; 1.5 * 0.7056 * 100 = 105.84.
    expect(
      activityLoad({ sport: 'bike', durationSecs: 5400, averageHeartRate: 150, normalizedPower: 210 }, hr, 250),
    ).toEqual({ load: expect.closeTo(105.84, 9), method: 'power' });
    // An hour at FTP is 100, as an hour at threshold heart rate.
    expect(
      activityLoad({ sport: 'bike', durationSecs: 3600, averageHeartRate: null, normalizedPower: 250 }, null, 250).load,
    ).toBeCloseTo(100, 9);
  });

  it('needs FTP, a plausible NP, and a ride', () => {
    expect(
      activityLoad({ sport: 'bike', durationSecs: 3600, averageHeartRate: 144, normalizedPower: 210 }, hr, null).method,
    ).toBe('heartRate');
    expect(
      activityLoad({ sport: 'bike', durationSecs: 3600, averageHeartRate: 144, normalizedPower: 5 }, hr, 250).method,
    ).toBe('heartRate');
    // Running power is not on the cycling FTP's scale.
    expect(
      activityLoad({ sport: 'run', durationSecs: 3600, averageHeartRate: 144, normalizedPower: 250 }, hr, 250).method,
    ).toBe('heartRate');
  });
});

describe('the progress answer says per activity which method its load came from', () => {
  const raw = (
    id: string,
    day: string,
    activityType: string,
    minutes: number,
    more: Partial<RawActivity> = {},
  ): RawActivity => ({
    id,
    activityType,
    startTime: `${day}T07:00:00.000Z`,
    durationSecs: minutes * 60,
    distanceMeters: null,
    averageHeartRate: null,
    ...more,
  });

  it('lists the range activities newest first with load (one decimal) and method, and counts the methods', () => {
    const { view } = computeProgress({
      from: '2026-03-02',
      to: '2026-03-08',
      asOf: '2026-03-08',
      activities: [
        // A 4-hour upload with 3 h moving: the load counts the moving time. 3 h at IF 0.8 = 192.
        raw('ride', '2026-03-07', 'CYCLING', 240, { loadSecs: 3 * 3600, normalizedPower: 200, averageHeartRate: 140 }),
        raw('run', '2026-03-05', 'RUNNING', 60, { averageHeartRate: 144 }),
        raw('gym', '2026-03-04', 'STRENGTH_TRAINING', 45, { rpe: 5 }),
        raw('swim', '2026-03-03', 'SWIMMING', 30),
        raw('old', '2026-02-01', 'RUNNING', 60, { rpe: 7 }),
      ],
      heartRate: hr,
      ftp: 250,
      weeks: [],
      workouts: [],
      fitnessRows: [],
      plan: null,
    });
    expect(view.activities).toEqual([
      {
        id: 'ride',
        day: '2026-03-07',
        activityType: 'CYCLING',
        sport: 'bike',
        durationSecs: 14_400,
        load: 192,
        method: 'power',
      },
      {
        id: 'run',
        day: '2026-03-05',
        activityType: 'RUNNING',
        sport: 'run',
        durationSecs: 3600,
        load: 81,
        method: 'heartRate',
      },
      {
        id: 'gym',
        day: '2026-03-04',
        activityType: 'STRENGTH_TRAINING',
        sport: null,
        durationSecs: 2700,
        load: 53.6,
        method: 'rpe',
      },
      {
        id: 'swim',
        day: '2026-03-03',
        activityType: 'SWIMMING',
        sport: 'swim',
        durationSecs: 1800,
        load: 28.1,
        method: 'duration',
      },
    ]);
    expect(view.load.methods).toEqual({ power: 1, heartRate: 1, rpe: 1, duration: 1 });
    expect(view.load.ftp).toBe(250);
  });
});
