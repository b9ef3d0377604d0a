import { useTranslation } from 'react-i18next';
import type { SportKey } from '@shared/schemas/progress';

/** The Intl locale for the app language: Polish, or the browser's English variant (en-GB when it has none). */
export function intlLocale(lang: string | undefined): string {
  if (lang?.startsWith('pl')) return 'pl-PL';
  const english =
    typeof navigator !== 'undefined' ? navigator.languages?.find((l) => l.toLowerCase().startsWith('en-')) : undefined;
  return english ?? 'en-GB';
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A value made on its first use, then reused. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * Numbers, days, durations and distances in the athlete's locale (Intl; no strings assembled by hand). Each Intl
 * formatter is made on its first use (making one loads its locale data, which costs a phone a few milliseconds),
 * then reused for every value.
 */
export function makeFormat(locale: string) {
  const decimals = (digits: number) =>
    once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }));
  const oneDecimal = decimals(1);
  const whole = decimals(0);
  const signed = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }));
  const percent = once(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 0,
        signDisplay: 'exceptZero',
      }),
  );
  const dayShort = once(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
  const dayLong = once(
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  const hours = once(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }),
  );
  const km = once(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'kilometer',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
        minimumFractionDigits: 1,
      }),
  );
  const meters = once(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'meter',
        unitDisplay: 'short',
        maximumFractionDigits: 0,
      }),
  );
  return {
    locale,
    number: (value: number) => oneDecimal().format(value),
    whole: (value: number) => whole().format(value),
    signed: (value: number) => signed().format(value),
    /** A change as a signed percentage; null when there is nothing to compare with. */
    change: (now: number, before: number) => (before > 0 ? percent().format((now - before) / before) : null),
    dayShort: (day: string) => dayShort().format(utc(day)),
    dayLong: (day: string) => dayLong().format(utc(day)),
    range: (from: string, to: string) => dayShort().formatRange(utc(from), utc(to)),
    hours: (minutes: number) => hours().format(minutes / 60),
    /** A value already in hours (chart axes, so their ticks fall on whole hours). */
    inHours: (value: number) => hours().format(value),
    /** Seed display rule: swims in metres, everything else in kilometres with one decimal. */
    distance: (sport: SportKey, m: number) => (sport === 'swim' ? meters().format(m) : km().format(m / 1000)),
  };
}

export type Format = ReturnType<typeof makeFormat>;

const formats = new Map<string, Format>();

/** The locale's Format, one for the app's lifetime: its Intl formatters are made once, whichever render asks. */
export function formatFor(locale: string): Format {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = makeFormat(locale)));
  return format;
}

/**
 * Makes the formatters the screen's first render uses, each in a task of its own, while the page still waits for
 * its data: their locale data loads (each tens of milliseconds on a phone) would otherwise lengthen that render.
 */
export function warmFirstScreenFormat(locale: string): void {
  const format = formatFor(locale);
  const day = '2026-01-05';
  const steps = [
    () => format.dayShort(day),
    () => format.range(day, '2026-01-11'),
    () => format.dayLong(day),
    () => format.number(1.5),
    () => format.signed(1.5),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

export function useFormat(): Format {
  const { i18n } = useTranslation();
  return formatFor(intlLocale(i18n.resolvedLanguage ?? i18n.language));
}
