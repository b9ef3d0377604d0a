import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../../functions/lib/crypto';
import type { FeedRepository } from '../../../functions/modules/calendar/feed-repository';
import { FEED_DAYS_BACK, createFeedService } from '../../../functions/modules/calendar/feed-service';
import type { WorkoutRecord } from '../../../functions/modules/workouts/workout-record';
import { emptyThresholds } from '@shared/schemas/thresholds';
import { addDays } from '@shared/calendar/days';

const today = '2026-11-25';
const workoutOn = (id: string, day: string | null, weekId = 'w1') =>
  ({
    id,
    weekId,
    day,
    isCompleted: false,
    updatedAt: '2026-11-01T00:00:00.000Z',
    workoutDetails: { workoutName: id, description: '', sport: 'RUNNING', estimatedDurationInSecs: 1800, steps: [] },
  }) as unknown as WorkoutRecord;

describe('the feed window', () => {
  it(`holds the workouts from ${FEED_DAYS_BACK} days back on, every planned one ahead, and none without a day`, async () => {
    const workouts = [
      workoutOn('too-old', addDays(today, -FEED_DAYS_BACK - 1)),
      workoutOn('oldest', addDays(today, -FEED_DAYS_BACK)),
      workoutOn('ahead', addDays(today, 120)),
      workoutOn('undated', null),
    ];
    const feeds = {
      userIdFor: async (hash: string) => (hash === sha256('tok') ? 'u1' : null),
      workouts: async () => workouts,
      deletedWeekIds: async () => new Set<string>(),
    } as unknown as FeedRepository;
    const service = createFeedService({
      feeds,
      revoke: async () => {},
      limiter: { take: async () => true },
      thresholds: { get: async () => emptyThresholds() },
      users: { findById: async () => ({ lang: 'en' }) },
      clock: () => new Date(`${today}T12:00:00Z`),
      appUrl: 'https://tricoach.example',
    });
    const uids = new ICAL.Component(ICAL.parse(await service.ics('tok')))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v).uid);
    expect(uids.sort()).toEqual(['ahead@tricoach', 'oldest@tricoach']);
    await expect(service.ics('other')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('leaves out the workouts of a deleted week (they would link to a workout the athlete no longer has)', async () => {
    const workouts = [workoutOn('kept', today, 'live'), workoutOn('of-deleted-week', today, 'gone')];
    const feeds = {
      userIdFor: async () => 'u1',
      workouts: async () => workouts,
      deletedWeekIds: async () => new Set(['gone']),
    } as unknown as FeedRepository;
    const service = createFeedService({
      feeds,
      revoke: async () => {},
      limiter: { take: async () => true },
      thresholds: { get: async () => emptyThresholds() },
      users: { findById: async () => ({ lang: 'en' }) },
      clock: () => new Date(`${today}T12:00:00Z`),
      appUrl: 'https://tricoach.example',
    });
    const uids = new ICAL.Component(ICAL.parse(await service.ics('tok')))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v).uid);
    expect(uids).toEqual(['kept@tricoach']);
  });
});
