import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { taperWeeks } from '@shared/training/race-day/taper';
import { planFor } from './fixtures';

// The taper preview builds its weeks against the athlete's load as new weeks are (decision record 031).
describe('the taper preview and the athlete load history', () => {
  const plan = { ...planFor('half'), planStarts: '2027-05-10', today: '2027-05-10' };
  /** Ten weeks before the plan with two short easy sessions a week. */
  const light: Record<string, number> = {};
  for (let week = 1; week <= 10; week++) {
    light[addDays(plan.planStarts, -7 * week + 5)] = 35;
    light[addDays(plan.planStarts, -7 * week + 6)] = 35;
  }
  const minutes = (weeks: ReturnType<typeof taperWeeks>) => weeks.map((w) => w.totalMinutes);

  it('holds the taper weeks of an athlete who trained far less than the plan to what their load allows', () => {
    const without = taperWeeks(plan, null, 'en');
    const held = taperWeeks(plan, null, 'en', light);
    expect(held.map((w) => w.firstDay)).toEqual(without.map((w) => w.firstDay));
    expect(minutes(held).reduce((a, b) => a + b)).toBeLessThan(minutes(without).reduce((a, b) => a + b));
  });

  it('is built without a history that ends more than six weeks before the taper', () => {
    const early = { ...plan, planStarts: '2027-01-04', today: '2027-01-04' };
    const before: Record<string, number> = {};
    for (const [day, load] of Object.entries(light)) before[addDays(day, -126)] = load;
    expect(taperWeeks(early, null, 'en', before)).toEqual(taperWeeks(early, null, 'en'));
  });

  it('is unchanged without a history', () => {
    expect(taperWeeks(plan, null, 'en', null)).toEqual(taperWeeks(plan, null, 'en'));
  });
});
