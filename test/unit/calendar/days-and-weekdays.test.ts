import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayIndex, dayMonth, daysBetween, fromDayIndex, isIsoDay, localDay } from '@shared/calendar/days';
import { parseWeekday, WEEKDAYS, weekdayIndex, weekdayOf, mondayOnOrAfter } from '@shared/calendar/weekdays';

const anyDay = fc.integer({ min: dayIndex('1900-01-01'), max: dayIndex('2200-12-31') }).map(fromDayIndex);

describe('calendar days (shared/calendar/days)', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The night the clocks change in Europe is a day like any other.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('counts from the first day to the second: positive forward, negative backward', () => {
    expect(daysBetween('2026-11-23', '2026-11-30')).toBe(7);
    expect(daysBetween('2026-11-30', '2026-11-23')).toBe(-7);
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
  });

  it('daysBetween undoes addDays for any day and any offset', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: -4000, max: 4000 }),
        (day, n) => daysBetween(day, addDays(day, n)) === n && addDays(addDays(day, n), -n) === day,
      ),
    );
  });

  it('reads the years 0-99 as written, not as 1900-1999', () => {
    expect(fromDayIndex(dayIndex('0042-06-01'))).toBe('0042-06-01');
    expect(isIsoDay('0000-01-01')).toBe(true);
  });

  it('knows a real calendar day', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('2026-01-01T00:00:00Z')).toBe(false);
  });

  it('takes the local calendar day of a moment and writes dd/mm', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dayMonth('2026-01-05')).toBe('05/01');
  });
});

describe('weekdays (shared/calendar/weekdays)', () => {
  it('names the weekday of a day, Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe('monday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(weekdayOf('1970-01-01')).toBe('thursday');
    expect(weekdayOf('1969-12-29')).toBe('monday');
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('agrees with the JavaScript calendar for any day', () => {
    fc.assert(
      fc.property(anyDay, (day) => weekdayOf(day) === WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]),
    );
  });

  it('steps one weekday per day', () => {
    fc.assert(fc.property(anyDay, (day) => weekdayIndex(addDays(day, 1)) === (weekdayIndex(day) + 1) % 7));
  });

  it('starts a plan today on a Monday, else on the next Monday', () => {
    expect(mondayOnOrAfter('2026-11-23')).toBe('2026-11-23');
    expect(mondayOnOrAfter('2026-11-24')).toBe('2026-11-30');
    expect(mondayOnOrAfter('2026-11-29')).toBe('2026-11-30');
  });

  it('reads a weekday name as typed, and nothing else', () => {
    expect(parseWeekday(' Friday ')).toBe('friday');
    expect(parseWeekday('fri')).toBeNull();
    expect(parseWeekday(null)).toBeNull();
  });
});
