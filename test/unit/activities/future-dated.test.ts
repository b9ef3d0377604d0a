import { describe, expect, it } from 'vitest';
import { isFutureDated, latestActivityDay } from '@shared/activities/future-dated';

describe('which activities count: none dated after the latest day it is anywhere now', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it("today and tomorrow (UTC+14's today) count; the day after does not", () => {
    expect(latestActivityDay(now)).toBe('2026-11-27');
    expect(isFutureDated('2026-11-26T12:00:00.000Z', now)).toBe(false);
    expect(isFutureDated('2026-11-27T07:00:00.000Z', now)).toBe(false);
    expect(isFutureDated('2026-11-28T07:00:00.000Z', now)).toBe(true);
  });
});
