import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@shared/calendar/days';
import { latestDayOnEarth, summaryOffered } from '@shared/weeks/dates';

describe('the day the week summary opens', () => {
  it('the furthest-ahead calendar day is UTC+14: the same day or the next, never earlier', () => {
    expect(latestDayOnEarth(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
    expect(latestDayOnEarth(new Date('2026-03-01T09:59:59Z'))).toBe('2026-03-01');
    expect(latestDayOnEarth(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
    expect(latestDayOnEarth(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('is offered from firstDay + 6 on', () => {
    expect(summaryOffered('2026-11-23', '2026-11-28')).toBe(false);
    expect(summaryOffered('2026-11-23', '2026-11-29')).toBe(true);
    expect(summaryOffered('2026-11-23', '2026-12-05')).toBe(true);
  });

  it('counts whole days between two dates, across month and year ends', () => {
    expect(daysBetween('2026-11-23', '2026-11-29')).toBe(6);
    expect(daysBetween('2026-12-29', '2027-01-02')).toBe(4);
    expect(daysBetween('2026-03-30', '2026-03-23')).toBe(-7);
    expect(addDays('2026-12-29', daysBetween('2026-12-29', '2027-03-01'))).toBe('2027-03-01');
  });
});
