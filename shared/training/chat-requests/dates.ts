import type { Weekday } from '../../schemas/training';
import { addDays } from '../../calendar/days';
import { weekdayOf, WEEKDAYS } from '../../calendar/weekdays';

/** Weekday names in English and the Polish stems every case shares (poniedziałek, poniedziałku; środa, środę, środy). */
const WEEKDAY_WORDS: Record<Weekday, string> = {
  monday: 'monday|poniedzia[lł]\\p{L}*',
  tuesday: 'tuesday|wtor(?:ek|ku)',
  wednesday: 'wednesday|[sś]rod[aeęy]',
  thursday: 'thursday|czwart(?:ek|ku)',
  friday: 'friday|pi[aą]t(?:ek|ku)',
  saturday: 'saturday|sobot[aeęy]',
  sunday: 'sunday|niedziel[aeęi]',
};

const TODAY = "today|tonight|dzisiaj|dzi[sś]|dzisiejsz\\p{L}*|today's";
const TOMORROW = "tomorrow|tomorrow's|jutro|jutrzejsz\\p{L}*";

/** One day said in words: today, tomorrow or a weekday, in either language. */
export const DAY_WORDS = [TODAY, TOMORROW, ...Object.values(WEEKDAY_WORDS)].join('|');

/** The next `weekday` on or after `today`. */
export function nextWeekday(weekday: Weekday, today: string): string {
  const offset = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(today)) + 7) % 7;
  return addDays(today, offset);
}

/** The day a word names (today, tomorrow, a weekday from today on), or null. */
export function dayFromWord(word: string, today: string): string | null {
  const w = word.toLowerCase();
  if (new RegExp(`^(?:${TODAY})$`, 'u').test(w)) return today;
  if (new RegExp(`^(?:${TOMORROW})$`, 'u').test(w)) return addDays(today, 1);
  for (const weekday of WEEKDAYS)
    if (new RegExp(`^(?:${WEEKDAY_WORDS[weekday]})`, 'u').test(w)) return nextWeekday(weekday, today);
  return null;
}

/** The first day named in `text` (whole words), or null. */
export function firstDayIn(text: string, today: string): string | null {
  const match = text.toLowerCase().match(new RegExp(`(?<![\\p{L}])(?:${DAY_WORDS})`, 'u'));
  return match ? dayFromWord(match[0], today) : null;
}

/** Months in English (full and short) and Polish (the genitive of dates, "12 marca", with and without diacritics). */
const MONTHS: string[][] = [
  ['january', 'jan', 'stycznia', 'styczeń', 'styczen'],
  ['february', 'feb', 'lutego', 'luty'],
  ['march', 'mar', 'marca', 'marzec'],
  ['april', 'apr', 'kwietnia', 'kwiecień', 'kwiecien'],
  ['may', 'maja', 'maj'],
  ['june', 'jun', 'czerwca', 'czerwiec'],
  ['july', 'jul', 'lipca', 'lipiec'],
  ['august', 'aug', 'sierpnia', 'sierpień', 'sierpien'],
  ['september', 'sep', 'sept', 'września', 'wrzesnia', 'wrzesień', 'wrzesien'],
  ['october', 'oct', 'października', 'pazdziernika', 'październik', 'pazdziernik'],
  ['november', 'nov', 'listopada', 'listopad'],
  ['december', 'dec', 'grudnia', 'grudzień', 'grudzien'],
];
const MONTH = `(${MONTHS.flat()
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?(?![\\p{L}])`;
const monthOf = (word: string) => MONTHS.findIndex((names) => names.includes(word.toLowerCase())) + 1;
const DASH = '\\s*(?:-|–|—|to|until|till|do)\\s*';

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const valid = (year: number, month: number, day: number) =>
  day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A date range written as "12-15 March", "March 12-15", "12 March - 2 April", "from 12 to 15 March", "12-15 marca",
 * "od 12 do 15 marca" or one day ("on 12 March"). The year is the nearest that does not end the range before today.
 */
export function dateRangeIn(text: string, today: string): { from: string; to: string } | null {
  const t = text.toLowerCase();
  const patterns: Array<[RegExp, (m: RegExpMatchArray) => [number, number, number, number]]> = [
    [
      new RegExp(`(\\d{1,2})\\s+${MONTH}${DASH}(\\d{1,2})\\s+${MONTH}`, 'u'),
      (m) => [Number(m[1]), monthOf(m[2]), Number(m[3]), monthOf(m[4])],
    ],
    [
      new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?${DASH}(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}`, 'u'),
      (m) => [Number(m[1]), monthOf(m[3]), Number(m[2]), monthOf(m[3])],
    ],
    [
      new RegExp(`${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?${DASH}(\\d{1,2})(?:st|nd|rd|th)?`, 'u'),
      (m) => [Number(m[2]), monthOf(m[1]), Number(m[3]), monthOf(m[1])],
    ],
    [
      new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}`, 'u'),
      (m) => [Number(m[1]), monthOf(m[2]), Number(m[1]), monthOf(m[2])],
    ],
    [
      new RegExp(`${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)`, 'u'),
      (m) => [Number(m[2]), monthOf(m[1]), Number(m[2]), monthOf(m[1])],
    ],
  ];
  for (const [pattern, read] of patterns) {
    const match = t.match(pattern);
    if (!match) continue;
    const [fromDay, fromMonth, toDay, toMonth] = read(match);
    let year = Number(today.slice(0, 4));
    const toYear = () => (toMonth < fromMonth ? year + 1 : year);
    if (iso(toYear(), toMonth, toDay) < today) year += 1;
    if (!valid(year, fromMonth, fromDay) || !valid(toYear(), toMonth, toDay)) return null;
    return { from: iso(year, fromMonth, fromDay), to: iso(toYear(), toMonth, toDay) };
  }
  return null;
}
