import { describe, expect, it } from 'vitest';
import { activityLoad, heartRateProfile } from '@shared/progress/load';

describe("the training load uses the athlete's own heart rates", () => {
  it('threshold HR first, then 89 % of max HR, then age', () => {
    expect(heartRateProfile({ thresholdHr: 165, maxHr: 190 }, '1986-05-20', '2026-05-20')).toEqual({
      max: 190,
      threshold: 165,
      source: 'thresholdHr',
    });
    expect(heartRateProfile({ thresholdHr: 165, maxHr: null }, '1986-05-20', '2026-05-20')).toEqual({
      max: 180,
      threshold: 165,
      source: 'thresholdHr',
    });
    expect(heartRateProfile({ thresholdHr: 178, maxHr: null }, null, '2026-05-20')).toEqual({
      max: 200,
      threshold: 178,
      source: 'thresholdHr',
    });
    expect(heartRateProfile({ thresholdHr: null, maxHr: 200 }, '1986-05-20', '2026-05-20')).toEqual({
      max: 200,
      threshold: 178,
      source: 'maxHr',
    });
    expect(heartRateProfile(null, '1986-05-20', '2026-05-20')).toEqual({ max: 180, threshold: 160, source: 'age' });
    expect(heartRateProfile({ thresholdHr: null, maxHr: null }, null, '2026-05-20')).toBeNull();
  });

  it("an hour at the athlete's threshold HR is 100 points", () => {
    const profile = heartRateProfile({ thresholdHr: 150, maxHr: null }, null, '2026-05-20');
    expect(activityLoad({ sport: 'run', durationSecs: 3600, averageHeartRate: 150 }, profile)).toEqual({
      load: 100,
      method: 'heartRate',
    });
  });
});
