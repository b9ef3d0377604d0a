import { describe, expect, it } from 'vitest';
import { replanQuery } from '@shared/schemas/replan';
import { dayIn, isTimeZone } from '@shared/weeks/local-day';

describe("the athlete's day in their time zone", () => {
  it("is the calendar day there, not UTC's", () => {
    const lateEvening = new Date('2026-03-02T23:30:00.000Z');
    expect(dayIn('UTC', lateEvening)).toBe('2026-03-02');
    expect(dayIn('Europe/Warsaw', lateEvening)).toBe('2026-03-03');
    expect(dayIn('America/Los_Angeles', new Date('2026-03-03T05:00:00.000Z'))).toBe('2026-03-02');
  });

  it('knows real zones and refuses others with a readable message', () => {
    expect(isTimeZone('Europe/Warsaw')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(replanQuery.safeParse({ tz: 'Europe/Warsaw' }).success).toBe(true);
    expect(replanQuery.safeParse({}).success).toBe(true);
    const bad = replanQuery.safeParse({ tz: 'Mars/Olympus' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('tz must be an IANA time zone, e.g. Europe/Warsaw');
  });
});
