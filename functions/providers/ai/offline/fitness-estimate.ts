export type SportKey = 'swim' | 'bike' | 'run';

const has = (text: string, words: string[]) => words.some((w) => text.includes(w));

const NEVER = [
  'never',
  "can't",
  'cannot',
  'no experience',
  "don't",
  'do not',
  'not at all',
  'nigdy',
  'nie umiem',
  'nie potrafię',
  'nie pływam',
  'nie jeżdżę',
  'nie biegam',
  'brak',
  'wcale',
];
const BEGINNER = [
  'beginner',
  'a little',
  'rarely',
  'occasionally',
  'sometimes',
  'just started',
  'casual',
  'początkując',
  'rzadko',
  'trochę',
  'czasami',
  'okazjonalnie',
  'amator',
];
const REGULAR = [
  'regular',
  'weekly',
  'every week',
  'a week',
  'per week',
  '/week',
  'often',
  'commute',
  'razy w tygodniu',
  'w tygodniu',
  'regularnie',
  'często',
  'dojeżdżam',
];
const COMPETITIVE = [
  'race',
  'racing',
  'compet',
  'marathon',
  'half',
  'ironman',
  '70.3',
  'triathlon',
  'club',
  'masters',
  'gran fondo',
  'zawod',
  'startuj',
  'maraton',
  'półmaraton',
  'triatlon',
  'klub',
];
const ELITE = ['elite', 'professional', 'pro ', 'national', 'olympic', 'kadra', 'zawodowo', 'olimpij', 'mistrz'];

/** Weekly distance (km) that marks a trained athlete per sport, for scaling numbers in the answer. */
const TRAINED_KM_PER_WEEK: Record<SportKey, number> = { swim: 6, bike: 200, run: 40 };

function weeklyKm(text: string, sport: SportKey): number | null {
  const km = [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*(km|kilomet)/g)].map((m) => Number(m[1]!.replace(',', '.')));
  const metres = [...text.matchAll(/(\d{3,5})\s*(m\b|metr)/g)].map((m) => Number(m[1]) / 1000);
  const values = [...km, ...(sport === 'swim' ? metres : [])];
  if (values.length === 0) return null;
  return Math.max(...values);
}

function timesPerWeek(text: string): number | null {
  const match = text.match(/(\d+)\s*(x|times|razy)/);
  return match ? Number(match[1]) : null;
}

/**
 * A 0-100 level from a free-text answer about one sport: the strongest experience cue sets the base
 * (never 10, beginner 30, regular 50, competitive 70, elite 90), numbers (km, sessions a week, years) adjust it.
 */
export function estimateLevel(answer: string, sport: SportKey): number {
  const text = ` ${answer.toLowerCase()} `;
  let level = 40;
  if (has(text, BEGINNER)) level = 30;
  if (has(text, REGULAR)) level = 50;
  if (has(text, COMPETITIVE)) level = 70;
  if (has(text, ELITE)) level = 90;
  if (has(text, NEVER) && level <= 50) level = 10;
  const km = weeklyKm(text, sport);
  if (km !== null && level > 10) {
    const ratio = Math.min(km / TRAINED_KM_PER_WEEK[sport], 2);
    level = Math.round((level + (25 + ratio * 35)) / 2);
  }
  const sessions = timesPerWeek(text);
  if (sessions !== null && level > 10) level += Math.min(sessions, 7) * 2 - 4;
  const years = text.match(/(\d+)\s*(years|year|lat|lata|rok)/);
  if (years && level > 10) level += Math.min(Number(years[1]), 10);
  return Math.max(0, Math.min(100, Math.round(level)));
}
