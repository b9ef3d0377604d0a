import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const locale = (lng: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../locales/${lng}/translation.json`, import.meta.url)), 'utf8'),
  ) as unknown;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' '));
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Names and terms that read the same in both languages (brands, places, sport terms Polish athletes use as is). */
export const ALLOWED_PROPER_NAMES = [
  'tricoach',
  'garmin',
  'connect',
  'strava',
  'stripe',
  'zwift',
  // The catch-up swim drill keeps its English name in Polish pools.
  'catch',
  'trainerroad',
  'ironman',
  'google',
  'apple',
  'ical',
  'openai',
  'gdynia',
  'ola',
  'example',
  'test',
  'email',
  'e',
  'ftp',
  'css',
  'lthr',
  'hr',
  'tss',
  'atl',
  'ctl',
  'tsb',
  'fit',
  'gpx',
  'tcx',
  'zwo',
  'erg',
  'km',
  'h',
  'min',
  's',
  'm',
  'w',
  'pl',
  'en',
  'ok',
  'ai',
  'pdf',
  'url',
  'vo',
  'max',
  'watt',
  'watts',
  'cadence',
  'sweet',
  'spot',
  'brick',
];

/** Words no Polish screen should show: every word of the English texts that no Polish text uses, plus English day names. */
export function englishOnlyWords(): Set<string> {
  const polish = new Set(strings(locale('pl')).flatMap(words));
  const allowed = new Set(ALLOWED_PROPER_NAMES);
  const english = new Set<string>();
  for (const word of strings(locale('en')).flatMap(words))
    if (word.length >= 4 && !polish.has(word) && !allowed.has(word)) english.add(word);
  for (const day of [
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'mon',
    'tue',
    'wed',
    'thu',
    'fri',
    'sat',
    'sun',
  ])
    english.add(day);
  for (const month of [
    'january',
    'february',
    'march',
    'april',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ])
    english.add(month);
  return english;
}

/** The lines of `texts` that carry an English-only word, each with the words found. */
export function englishLeaks(texts: string[], english: Set<string>): string[] {
  const leaks: string[] = [];
  for (const text of texts) {
    const found = [...new Set(words(text).filter((w) => english.has(w)))];
    if (found.length) leaks.push(`${text.slice(0, 120)}  [${found.join(', ')}]`);
  }
  return leaks;
}
