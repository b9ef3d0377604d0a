import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/weeks/dates';
import { longWeekday, shortWeekday } from '../../../web/src/features/weeks/lib/labels';
import { enGbDate } from '../../../web/src/features/plans/lib/plan-dates';

describe('weekday labels and en-GB dates (read off the ISO day)', () => {
  it('names the seven days of a week as en-US does, whatever the time zone', () => {
    for (let i = 0; i < 7; i++) {
      const day = addDays('2026-12-28', i);
      const date = new Date(`${day}T00:00:00Z`);
      expect(shortWeekday(day)).toBe(date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }));
      expect(longWeekday(day)).toBe(date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }));
    }
  });

  it('writes days as the en-GB short date', () => {
    for (const day of ['2026-01-01', '2027-02-28', '2028-02-29', '2026-12-31']) {
      expect(enGbDate(day)).toBe(new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC' }));
    }
  });
});
