import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar/days';
import { longWeekday, shortWeekday, weekdayLabel } from '../../../web/src/lib/weekday-labels';
import { enGbDate } from '../../../web/src/features/plans/lib/plan-dates';

const translations = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lng}/translation.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
let en: TFunction;
let pl: TFunction;

beforeAll(async () => {
  const make = async (lng: string) => {
    const i18n = createInstance();
    await i18n.init({ lng, resources: { [lng]: { translation: translations(lng) } } });
    return i18n.t;
  };
  [en, pl] = await Promise.all([make('en'), make('pl')]);
});

describe('weekday labels and en-GB dates (read off the ISO day)', () => {
  it('names the seven days of a week as en-US does in English, whatever the time zone', () => {
    for (let i = 0; i < 7; i++) {
      const day = addDays('2026-12-28', i);
      const date = new Date(`${day}T00:00:00Z`);
      expect(shortWeekday(day, en)).toBe(date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }));
      expect(weekdayLabel(day, en)).toBe(date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }));
      expect(longWeekday(day)).toBe(date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }));
    }
  });

  it('names them in Polish for a Polish reader, while the API still gets the English name', () => {
    expect(shortWeekday('2026-11-30', pl)).toBe('Pn');
    expect(weekdayLabel('2026-11-30', pl)).toBe('Poniedziałek');
    expect(weekdayLabel('2026-12-06', pl)).toBe('Niedziela');
    expect(longWeekday('2026-11-30')).toBe('Monday');
  });

  it('writes days as the en-GB short date', () => {
    for (const day of ['2026-01-01', '2027-02-28', '2028-02-29', '2026-12-31']) {
      expect(enGbDate(day)).toBe(new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC' }));
    }
  });
});
