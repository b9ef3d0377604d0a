import { describe, expect, it } from 'vitest';
import { newWeekWatchSends } from '../../../functions/modules/garmin/new-week-sends';

const now = '2026-11-26T10:00:00.000Z';
const week = [
  { id: 'past', userId: 'u', day: '2026-11-25' },
  { id: 'today', userId: 'u', day: '2026-11-26' },
  { id: 'later', userId: 'u', day: '2026-11-30' },
  { id: 'flexible', userId: 'u', day: null },
];

describe('a new week queued for the watch', () => {
  it('with Garmin connected and the setting unset (on by default): every workout from today on, on its day, due now', () => {
    expect(newWeekWatchSends({ garminConnected: true, settings: { theme: 'light' } }, week, now)).toEqual([
      { userId: 'u', workoutId: 'today', scheduleDate: '2026-11-26', attempts: 0, dueAt: now },
      { userId: 'u', workoutId: 'later', scheduleDate: '2026-11-30', attempts: 0, dueAt: now },
    ]);
    expect(
      newWeekWatchSends({ garminConnected: true, settings: { theme: 'dark', sendNewWeeksToWatch: true } }, week, now),
    ).toHaveLength(2);
  });

  it('nothing when turned off, without Garmin, or without the athlete', () => {
    expect(
      newWeekWatchSends({ garminConnected: true, settings: { theme: 'light', sendNewWeeksToWatch: false } }, week, now),
    ).toEqual([]);
    expect(newWeekWatchSends({ garminConnected: false, settings: { theme: 'light' } }, week, now)).toEqual([]);
    expect(newWeekWatchSends({ settings: { theme: 'light' } }, week, now)).toEqual([]);
    expect(newWeekWatchSends(null, week, now)).toEqual([]);
  });
});
