/**
 * Intl formatters, made once per locale and options. Making one costs far more than using it (the first currency
 * formatter of a page takes tens of milliseconds on a phone while ICU loads its data); a list or a price table
 * that made one per row paid that each time.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  locale: string | undefined,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string | undefined, options?: Intl.NumberFormatOptions) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string | undefined, options?: Intl.DateTimeFormatOptions) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string | undefined, options?: Intl.ListFormatOptions) =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));

/**
 * What to make ahead of a page's first render, each to be run in a task of its own: the first Intl object of a kind
 * loads the browser's locale data for it (a date formatter 30-90 ms here, more on a phone; the plural rules that
 * i18next makes on the first translation with a count up to 100 ms under load, inside whichever render asked first).
 * Run together they were one long task.
 */
export function intlWarmups(locale: string | undefined): Array<() => void> {
  return [
    () => dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(0),
    () => numberFormat(locale).format(1),
    () => new Intl.PluralRules(locale).select(1),
  ];
}
