import { describe, expect, it } from 'vitest';
import { dateTimeFormat, intlWarmups, listFormat, numberFormat } from '../../../web/src/lib/intl';

describe('the shared Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as Intl does', () => {
    const euro = numberFormat('en-US', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormat('en-US', { style: 'currency', currency: 'PLN' })).not.toBe(euro);
    expect(numberFormat('pl-PL', { style: 'currency', currency: 'EUR' })).not.toBe(euro);
    expect(euro.format(10)).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(10));
  });

  it('keeps dates, numbers and lists apart under the same locale and options', () => {
    const day = dateTimeFormat('pl', { timeZone: 'UTC' });
    expect(dateTimeFormat('pl', { timeZone: 'UTC' })).toBe(day);
    expect(day.format(new Date('2026-11-27T12:00:00Z'))).toBe('27.11.2026');
    expect(listFormat('pl', { type: 'conjunction' }).format(['sen', 'stres'])).toBe('sen i stres');
    expect(numberFormat('pl')).not.toBe(dateTimeFormat('pl'));
  });

  it('warms a date and a number formatter and the plural rules in the page language, one step at a time', () => {
    const steps = intlWarmups('de');
    expect(steps).toHaveLength(3);
    for (const step of steps) step();
    const made = dateTimeFormat('de', { weekday: 'short', timeZone: 'UTC' });
    expect(made.resolvedOptions().locale).toBe('de');
    expect(dateTimeFormat('de', { weekday: 'short', timeZone: 'UTC' })).toBe(made);
  });
});
