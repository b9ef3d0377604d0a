import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/db/keys';

describe('keys: readers of a key take back what its builder wrote', () => {
  it('reads the athlete id of a user partition and nothing else', () => {
    expect(keys.userIdOfPartition(keys.userPartition('u-1'))).toBe('u-1');
    expect(keys.userIdOfPartition(keys.session('abc').PK)).toBeNull();
  });

  it('reads the address of an email guard (lower-cased as stored)', () => {
    expect(keys.emailOfGuard(keys.emailGuard('Ann@Example.com').PK)).toBe('ann@example.com');
  });

  it('reads the hash of a session item, and null for any other item', () => {
    expect(keys.sessionHashOf(keys.session('h1'))).toBe('h1');
    expect(keys.sessionHashOf(keys.user('u-1'))).toBeNull();
    expect(keys.isSessionPartition(keys.session('h1').PK)).toBe(true);
    expect(keys.isSessionPartition(keys.userPartition('u-1'))).toBe(false);
  });

  it('reads the start time of an activity sort key', () => {
    expect(keys.activityStartOf(keys.activity('u-1', '2026-03-01T07:00:00.000Z', 'a1').SK)).toBe(
      '2026-03-01T07:00:00.000Z',
    );
  });

  it('bounds due sends and Strava tasks after every item due at that instant', () => {
    const now = '2026-03-01T07:00:00.000Z';
    expect(keys.garminSendRetry(now, 'u-1', 'w-1').SK <= keys.garminSendsDueBy(now)).toBe(true);
    expect(keys.garminSendRetry('2026-03-01T07:00:00.001Z', 'u-1', 'w-1').SK <= keys.garminSendsDueBy(now)).toBe(false);
    expect(keys.stravaTask(now, 'e-1').SK <= keys.stravaTasksDueBy(now)).toBe(true);
  });

  it('prefixes match the builders they query', () => {
    expect(keys.workout('u-1', 'w-1').SK.startsWith(keys.workoutPrefix)).toBe(true);
    expect(keys.user('u-1').SK).toBe(keys.profileSortKey);
  });
});
