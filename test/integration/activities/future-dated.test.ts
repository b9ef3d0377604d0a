import { describe, expect, it } from 'vitest';
import type { ActivityView, WorkoutView } from '@shared/schemas/weeks';
import { addDays } from '@shared/calendar/days';
import { connectGarmin, drainPushes, push } from '../../support/garmin-flow';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

const today = () => new Date().toISOString().slice(0, 10);

/** An activity dated after the latest day it is anywhere now is refused on arrival, so no page counts it. */
describe('future-dated activities', () => {
  it('a log by hand is a 400 with a readable message; a watch push stores nothing and completes nothing; today counts', async () => {
    const a = await athleteWithPlan(1);
    const garminUser = `garmin-future-${a.user.id}`;
    await connectGarmin(a, { garminUser });
    const { weekId } = await readyWeek(a, 'classic', '');
    const later = addDays(today(), 3);

    const logged = await call(a.cookie, 'POST', '/api/activities', {
      sport: 'RUNNING',
      date: later,
      durationMinutes: 40,
    });
    expect(logged.status).toBe(400);
    expect(logged.body.message).toBe('An activity cannot be dated in the future');

    const at = (day: string) => Math.floor(Date.parse(`${day}T07:00:00Z`) / 1000);
    await push('activities', {
      activities: [
        {
          userId: garminUser,
          summaryId: `later-${a.user.id}`,
          activityType: 'RUNNING',
          startTimeInSeconds: at(later),
          durationInSeconds: 2400,
          distanceInMeters: 8000,
        },
        {
          userId: garminUser,
          summaryId: `now-${a.user.id}`,
          activityType: 'RUNNING',
          startTimeInSeconds: Math.floor(Date.now() / 1000) - 3000,
          durationInSeconds: 2400,
          distanceInMeters: 8000,
        },
      ],
    });
    await drainPushes();
    const stored = (
      await call(a.cookie, 'GET', `/api/activities?from=${addDays(today(), -1)}&to=${addDays(today(), 7)}`)
    ).body as ActivityView[];
    expect(stored.map((x) => x.id)).toEqual([`garmin-now-${a.user.id}`]);
    const workouts = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as WorkoutView[];
    expect(workouts.filter((w) => w.day && w.day > addDays(today(), 1) && w.isCompleted)).toEqual([]);
  }, 60_000);
});
