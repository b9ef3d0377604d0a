import { describe, expect, it } from 'vitest';
import { completionStart } from '../../../functions/local/fake-garmin/calendar';

const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe("the fake watch dates a completion on the workout's day, never in the future", () => {
  it('a past day: 07:00 UTC of that day', () => {
    expect(completionStart('2026-11-20', 3600, at('2026-11-26T15:00:00Z'))).toBe(seconds('2026-11-20T07:00:00Z'));
  });

  it('today before 07:00: started just long enough ago to have finished, still today', () => {
    expect(completionStart('2026-11-26', 3600, at('2026-11-26T06:30:00Z'))).toBe(seconds('2026-11-26T05:30:00Z'));
    expect(completionStart('2026-11-26', 3600, at('2026-11-26T00:20:00Z'))).toBe(seconds('2026-11-26T00:00:00Z'));
  });

  it('a later day: not yet', () => {
    expect(completionStart('2026-11-27', 3600, at('2026-11-26T23:00:00Z'))).toBeNull();
  });
});
