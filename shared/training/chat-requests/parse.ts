import type { WorkoutSport } from '../../schemas/training';
import { addDays } from '../../calendar/days';
import { dateRangeIn, DAY_WORDS, dayFromWord, firstDayIn } from './dates';

/** Which session the athlete means: by sport, "long", "hard" and the day it is on, each when said. */
export interface WorkoutRef {
  sport: WorkoutSport | null;
  long: boolean;
  hard: boolean;
  onDay: string | null;
}

/** The four requests the chat can act on (decision record 028), with their dates resolved against today. */
export type ChatRequest =
  | { kind: 'sick'; date: string }
  | { kind: 'move'; workout: WorkoutRef; to: string }
  | { kind: 'minutes'; date: string; minutes: number }
  | { kind: 'away'; from: string; to: string; note: string | null };

const SICK =
  /(?<![\p{L}])(?:i'?m|i am|feel(?:ing)?|got|have|caught)\s+(?:a\s+bit\s+|quite\s+|really\s+|very\s+)?(?:sick|ill|unwell|a cold|the flu|flu|a fever|covid)|(?<![\p{L}])chor(?:y|a|uj|ob)\p{L}*|przezi[ęe]bi|gryp[aęy]|gor[ąa]czk/u;
const AWAY =
  /travel+(?:ing|ling)?|(?<![\p{L}])away(?![\p{L}])|holiday|vacation|business trip|(?<![\p{L}])trip(?![\p{L}])|wyjazd|wyje[żz]d[żz]am|podr[óo][żz]|delegacj|urlop|wakacj|nie b[ęe]dzie mnie/u;
const MOVE =
  /(?<![\p{L}])(?:move|shift|reschedule|switch|put|push)(?![\p{L}])|przenie[sś]|przesu[nń]|prze[łl][óo][żz]|przestaw/u;
/** "have 40 minutes", "only 40 min", "mam tylko 40 minut": a number of minutes said as what the athlete has. */
const MINUTES =
  /(?<![\p{L}])(?:have|got|only|just|mam|tylko|jedynie|zaledwie)\s+(?:(?:only|just|got|tylko|jedynie|about|around|oko[łl]o)\s+)*(\d{1,3})\s*(?:min|mins|minutes|minute|minut|minuty|minut[ęe])(?![\p{L}])/u;

const SPORTS: Array<[WorkoutSport, RegExp]> = [
  ['CYCLING', /(?<![\p{L}])(?:ride|riding|bike|biking|cycling|cycle|jazd\p{L}*|rower\p{L}*|kolarsk\p{L}*)/u],
  ['RUNNING', /(?<![\p{L}])(?:run|running|jog|bieg\p{L}*)/u],
  ['SWIMMING', /(?<![\p{L}])(?:swim|swimming|pool|p[łl]ywani\p{L}*|basen\p{L}*)/u],
  ['STRENGTH_TRAINING', /(?<![\p{L}])(?:strength|gym|si[łl]ow\p{L}*|si[łl]owni\p{L}*)/u],
];
const LONG = /(?<![\p{L}])(?:long|longest|d[łl]ug\p{L}*|najd[łl]u[żz]sz\p{L}*)/u;
const HARD =
  /(?<![\p{L}])(?:interval\p{L}*|hard|tempo|quality|threshold|interwa[łl]\p{L}*|mocn\p{L}*|ci[ęe][żz]k\p{L}*|progow\p{L}*)/u;

const NOTES = {
  en: [
    [/holiday|vacation/, 'Holiday'],
    [/business trip/, 'Business trip'],
    [/./, 'Travelling'],
  ],
  pl: [
    [/urlop|wakacj/, 'Urlop'],
    [/delegacj/, 'Delegacja'],
    [/./, 'Wyjazd'],
  ],
} as const;

function noteFor(text: string): string | null {
  const polish = /wyjazd|wyje[żz]d|podr[óo][żz]|delegacj|urlop|wakacj|b[ęe]dzie/.test(text);
  const rules = polish ? NOTES.pl : NOTES.en;
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

function workoutRef(text: string, today: string): WorkoutRef {
  return {
    sport: SPORTS.find(([, pattern]) => pattern.test(text))?.[0] ?? null,
    long: LONG.test(text),
    hard: HARD.test(text),
    onDay: firstDayIn(text, today),
  };
}

/** "move my long ride to Sunday", "przenieś długą jazdę na niedzielę": the session said before the target day. */
function moveRequest(text: string, today: string): ChatRequest | null {
  const target = new RegExp(
    `(?<![\\p{L}])(?:to|on|onto|for|till|until|na)\\s+(?:the\\s+|this\\s+|next\\s+)?(${DAY_WORDS})(?![\\p{L}])`,
    'gu',
  );
  const matches = [...text.matchAll(target)];
  const last = matches.at(-1);
  if (!last || last.index === undefined) return null;
  const to = dayFromWord(last[1], today);
  if (!to) return null;
  return { kind: 'move', workout: workoutRef(text.slice(0, last.index), today), to };
}

/**
 * Understands the chat's four actions in English and Polish with simple patterns: being sick ("I'm sick today",
 * "jestem chory"), moving a session ("move my long ride to Sunday"), a day's time ("I only have 40 minutes
 * tomorrow", "jutro mam tylko 40 minut") and time away ("I'm travelling 12-15 March", "wyjeżdżam 12-15 marca").
 * Anything else is null: the coach answers it as a question.
 */
export function parseChatRequest(message: string, today: string): ChatRequest | null {
  const text = message.toLowerCase().replace(/[’`]/g, "'");
  if (AWAY.test(text)) {
    const range = dateRangeIn(text, today);
    if (range) return { kind: 'away', ...range, note: noteFor(text) };
    const day = firstDayIn(text, today);
    if (day && day !== today) return { kind: 'away', from: day, to: day, note: noteFor(text) };
  }
  const minutes = text.match(MINUTES);
  if (minutes && !MOVE.test(text))
    return { kind: 'minutes', date: firstDayIn(text, today) ?? today, minutes: Number(minutes[1]) };
  if (MOVE.test(text)) {
    const move = moveRequest(text, today);
    if (move) return move;
  }
  if (SICK.test(text)) {
    const day = firstDayIn(text, today);
    return { kind: 'sick', date: day === addDays(today, 1) ? day : today };
  }
  return null;
}
