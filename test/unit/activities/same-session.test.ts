import { describe, expect, it } from 'vitest';
import { isSameSession, replacesHeld, richness } from '@shared/activities/same-session';

const run = { activityType: 'RUNNING', startTime: '2026-11-17T07:00:00.000Z', durationInSeconds: 3600 };

describe('the same session from two sources', () => {
  it('is the same sport starting within 2 minutes with a duration within 10 %', () => {
    expect(isSameSession(run, { ...run, startTime: '2026-11-17T07:02:00.000Z', durationInSeconds: 3960 })).toBe(true);
    expect(isSameSession(run, { ...run, startTime: '2026-11-17T06:58:00.000Z', durationInSeconds: 3240 })).toBe(true);
    expect(isSameSession({ ...run, activityType: 'TRAIL_RUNNING' }, run)).toBe(true);
    expect(isSameSession({ ...run, activityType: 'LAP_SWIMMING' }, { ...run, activityType: 'SWIMMING' })).toBe(true);
  });

  it('is not when the start, the duration or the sport differs more', () => {
    expect(isSameSession(run, { ...run, startTime: '2026-11-17T07:02:01.000Z' })).toBe(false);
    expect(isSameSession(run, { ...run, durationInSeconds: 4001 })).toBe(false);
    expect(isSameSession(run, { ...run, durationInSeconds: 3239 })).toBe(false);
    expect(isSameSession(run, { ...run, activityType: 'CYCLING' })).toBe(false);
    expect(isSameSession({ ...run, activityType: 'STRENGTH_TRAINING' }, { ...run, activityType: 'OTHER' })).toBe(false);
    expect(
      isSameSession({ ...run, activityType: 'STRENGTH_TRAINING' }, { ...run, activityType: 'strength_training' }),
    ).toBe(true);
  });

  it('keeps the record with more measured fields; a device wins a tie over a hand-typed log', () => {
    const manual = { source: 'manual', distanceInMeters: 10_000, averageHeartRate: 150 };
    const garmin = { source: 'garmin', distanceInMeters: 10_000, averageHeartRate: 150, maxHeartRate: 175 };
    expect(richness(garmin)).toBe(3);
    expect(replacesHeld(garmin, manual)).toBe(true);
    expect(replacesHeld(manual, garmin)).toBe(false);
    expect(replacesHeld({ source: 'upload', distanceInMeters: 1, averageHeartRate: 1 }, manual)).toBe(true);
    expect(replacesHeld(manual, { source: 'upload', distanceInMeters: 1, averageHeartRate: 1 })).toBe(false);
    expect(replacesHeld({ source: 'garmin', distanceInMeters: null }, { source: 'upload', averagePower: 200 })).toBe(
      false,
    );
  });
});
