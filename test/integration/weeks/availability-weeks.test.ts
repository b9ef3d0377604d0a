import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { weekdayOf } from '@shared/calendar/weekdays';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

// Builds a plan and a week on the real workers: slow on a loaded machine.
describe('a new week keeps to the availability', { timeout: 180_000 }, () => {
  it('nothing on a blackout day, a day held to its minutes, swims only on pool days', async () => {
    const a = await athleteWithPlan(1);
    const today = new Date().toISOString().slice(0, 10);
    const days = Array.from({ length: 21 }, (_, i) => addDays(today, i));
    const blackouts = days
      .filter((d) => weekdayOf(d) === 'wednesday')
      .map((d) => ({ from: d, to: d, note: 'late shift' }));
    const put = await call(a.cookie, 'PUT', '/api/availability', {
      minutesByWeekday: { tuesday: 50 },
      poolDays: ['monday', 'friday'],
      blackouts,
    });
    expect(put.status).toBe(200);

    const { workouts } = await readyWeek(a, 'classic', '');
    expect(workouts.length).toBeGreaterThan(0);
    for (const w of workouts as { day: string; workoutDetails: { sport: string; estimatedDurationInSecs: number } }[]) {
      expect(weekdayOf(w.day)).not.toBe('wednesday');
      if (w.workoutDetails.sport === 'SWIMMING') expect(['monday', 'friday']).toContain(weekdayOf(w.day));
    }
    const tuesday = (workouts as { day: string; workoutDetails: { estimatedDurationInSecs: number } }[]).filter(
      (w) => weekdayOf(w.day) === 'tuesday',
    );
    expect(
      tuesday.reduce((t, w) => t + Math.round(w.workoutDetails.estimatedDurationInSecs / 60), 0),
    ).toBeLessThanOrEqual(50);
  });
});
