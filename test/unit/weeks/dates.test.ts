import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { assignDate, assignDateInWeek, mondayAfter, weekdayOf } from '@shared/calendar/weekdays';
import { inWeek, nextWeekFirstDay, summaryOffered, weekLabel } from '@shared/weeks/dates';

describe('the next week first day', () => {
  const today = '2026-11-18'; // a Wednesday
  it('is the plan start when no weeks exist', () => {
    expect(nextWeekFirstDay({ weeks: [], planStarts: '2026-11-23', today })).toBe('2026-11-23');
  });
  it("is the last non-deleted week's first day plus 7", () => {
    const weeks = [{ firstDay: '2026-11-23' }, { firstDay: '2026-11-30' }, { firstDay: '2026-12-07', deleted: true }];
    expect(nextWeekFirstDay({ weeks, planStarts: '2026-11-23', today })).toBe('2026-12-07');
  });
  it('ignores a week whose generation failed', () => {
    expect(
      nextWeekFirstDay({
        weeks: [{ firstDay: '2026-11-23' }, { firstDay: '2026-11-30', status: 'failed' }],
        planStarts: '2026-11-23',
        today,
      }),
    ).toBe('2026-11-30');
  });
  it('else the next Monday (strictly after today)', () => {
    expect(
      nextWeekFirstDay({ weeks: [{ firstDay: '2026-11-23', deleted: true }], planStarts: '2026-11-23', today }),
    ).toBe('2026-11-23');
    expect(nextWeekFirstDay({ weeks: [], planStarts: null, today })).toBe('2026-11-23');
    expect(mondayAfter('2026-11-23')).toBe('2026-11-30');
    expect(mondayAfter('2026-11-22')).toBe('2026-11-23');
  });
});

describe('the assign date: next occurrence of the weekday, 1 to 7 days ahead', () => {
  it('never today, at most a week ahead', () => {
    const today = '2026-11-18'; // Wednesday
    expect(assignDate('thursday', today)).toBe('2026-11-19');
    expect(assignDate('wednesday', today)).toBe('2026-11-25');
    expect(assignDate('tuesday', today)).toBe('2026-11-24');
    expect(assignDate('monday', today)).toBe('2026-11-23');
    expect(assignDate('sunday', today)).toBe('2026-11-22');
  });
  it('holds for every weekday and every start day', () => {
    for (let d = 0; d < 7; d++) {
      const today = addDays('2026-11-16', d);
      for (const w of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const) {
        const date = assignDate(w, today);
        expect(weekdayOf(date)).toBe(w);
        expect(date > today && date <= addDays(today, 7)).toBe(true);
      }
    }
  });
});

describe('week labels and windows', () => {
  it('shows dd/mm to dd/mm across 7 days', () => {
    expect(weekLabel('2026-12-28')).toEqual({ from: '28/12', to: '03/01' });
  });
  it('offers the summary from firstDay + 6', () => {
    expect(summaryOffered('2026-11-23', '2026-11-28')).toBe(false);
    expect(summaryOffered('2026-11-23', '2026-11-29')).toBe(true);
    expect(summaryOffered('2026-11-23', '2026-12-10')).toBe(true);
  });
  it('counts activities from firstDay 00:00 to firstDay + 6 23:59:59', () => {
    expect(inWeek('2026-11-23T00:00:00.000Z', '2026-11-23')).toBe(true);
    expect(inWeek('2026-11-29T23:59:59.000Z', '2026-11-23')).toBe(true);
    expect(inWeek('2026-11-30T00:00:00.000Z', '2026-11-23')).toBe(false);
    expect(inWeek('2026-11-22T23:59:59.000Z', '2026-11-23')).toBe(false);
  });
});

describe("assigning a weekday inside the workout's own week", () => {
  it('puts Friday of a week that starts next Monday on that Friday, not on the coming one', () => {
    expect(assignDateInWeek('friday', '2026-11-30')).toBe('2026-12-04');
    expect(assignDate('friday', '2026-11-26')).toBe('2026-11-27'); // the seed's rule alone leaves the week
  });
  it('keeps every weekday of every week inside the week, on the right weekday', () => {
    for (const firstDay of ['2026-11-23', '2026-11-30', '2026-12-28']) {
      for (const w of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const) {
        const date = assignDateInWeek(w, firstDay);
        expect(weekdayOf(date)).toBe(w);
        expect(date >= firstDay && date <= addDays(firstDay, 6)).toBe(true);
      }
    }
  });
  it("matches the seed's next occurrence for the days still ahead in the current week", () => {
    const today = '2026-11-25'; // Wednesday of the week from 2026-11-23
    for (const w of ['thursday', 'friday', 'saturday', 'sunday'] as const)
      expect(assignDateInWeek(w, '2026-11-23')).toBe(assignDate(w, today));
  });
  it('counts from a week that does not start on a Monday', () => {
    expect(assignDateInWeek('monday', '2026-11-26')).toBe('2026-11-30');
    expect(assignDateInWeek('thursday', '2026-11-26')).toBe('2026-11-26');
  });
});
