import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/db/keys';

/**
 * The words key segment names are made of (functions/db/keys.ts, "One spelling"). A new name uses these words or
 * adds whole English words here; a run-together or shortened name (ACTIVEWEEK, CONV, RL) is refused below.
 */
const WORDS = new Set([
  'ACTIVE',
  'ACTIVITY',
  'ASSISTANT',
  'ATHLETE',
  'ATHLETES',
  'AUDIT',
  'AUTOMATIC',
  'AVAILABILITY',
  'BETA',
  'CALENDAR',
  'CALL',
  'CHAT',
  'CONFIG',
  'CONNECTIONS',
  'CONVERSATION',
  'COUNTER',
  'CREDIT',
  'DELETED',
  'DELIVERY',
  'DEREGISTRATION',
  'DEREGISTRATIONS',
  'EMAIL',
  'EVENT',
  'FEED',
  'FITNESS',
  'GARMIN',
  'HOUR',
  'HOURS',
  'INDEX',
  'INTENT',
  'INTERVALS',
  'INVITE',
  'LIMIT',
  'MAIL',
  'MAILS',
  'MESSAGE',
  'MIGRATION',
  'MIGRATIONS',
  'NEWSLETTER',
  'PARKED',
  'PAYMENT',
  'PLAN',
  'PLANS',
  'PRODUCT',
  'PRODUCTS',
  'PROFILE',
  'PROPOSAL',
  'PUSH',
  'PUSHES',
  'RATE',
  'READINESS',
  'REQUEST',
  'REQUESTS',
  'RESET',
  'SEEN',
  'SEND',
  'SENDS',
  'SESSION',
  'SESSIONS',
  'STATE',
  'STATS',
  'STRAVA',
  'SUGGESTION',
  'SUGGESTIONS',
  'SUPPRESSION',
  'TARGET',
  'TASK',
  'TASKS',
  'THRESHOLDS',
  'TO',
  'TOOL',
  'TYPE',
  'TYPES',
  'USER',
  'USERS',
  'WEEK',
  'WINDOW',
  'WORKOUT',
  'WORKOUTS',
]);

/** The literal parts of every string and template literal in keys.ts (the `${...}` holes are values, not names). */
function literalTexts(source: string): string[] {
  const texts: string[] = [];
  for (const [, text] of source.matchAll(/'([^'\n]*)'/g)) texts.push(text!);
  for (const [, text] of source.matchAll(/`([^`]*)`/g)) texts.push(...text!.split(/\$\{[^}]*\}/));
  return texts;
}

const source = readFileSync(new URL('../../../functions/db/keys.ts', import.meta.url), 'utf8');
/** Without comments, whose back-quoted examples show the wrong spellings on purpose. */
const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const segmentNames = [
  ...new Set(
    literalTexts(code)
      .flatMap((text) => text.split('#'))
      .filter((segment) => /^[A-Z][A-Z_]*$/.test(segment)),
  ),
];

describe('keys.ts: one spelling for every key segment', () => {
  it('finds the segment names (the check below reads something)', () => {
    expect(segmentNames).toEqual(expect.arrayContaining(['USER', 'ACTIVE_WEEK', 'CHAT_MESSAGE', 'RATE_LIMIT']));
    expect(segmentNames.length).toBeGreaterThan(50);
  });

  it('spells every name in whole words joined by "_": nothing run together or shortened', () => {
    const unknown = segmentNames.flatMap((name) =>
      name
        .split('_')
        .filter((word) => !WORDS.has(word))
        .map((word) => `${word} in ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('has no word that is two others run together (the list itself cannot let ACTIVEWEEK in)', () => {
    const words = [...WORDS];
    const joined = words.filter((word) =>
      words.some((head) => word.startsWith(head) && word !== head && WORDS.has(word.slice(head.length))),
    );
    expect(joined).toEqual([]);
  });

  it('builds keys of that shape, "#" only between a name and its value', () => {
    const u = 'u-1';
    const built = [
      keys.activeWeek(u, '2026-03-02', 'w1').GSI1PK,
      keys.weekIndexMarker(u, 'w1').SK,
      keys.chatMessage(u, 'c1', '2026-03-02T10:00:00.000Z', 0, 't1').SK,
      keys.calendarFeed('h').PK,
      keys.rateLimit('login', 7).PK,
      keys.auditByTarget('user#u-1', '2026', 'a1').GSI1PK,
      keys.taskHour('2026-03-02T10').PK,
    ];
    expect(built).toEqual([
      'USER#u-1#ACTIVE_WEEK',
      'WEEK_INDEX#w1',
      'CHAT_MESSAGE#c1#2026-03-02T10:00:00.000Z#0#t1',
      'CALENDAR_FEED#h',
      'RATE_LIMIT#login',
      'AUDIT_TARGET#user#u-1',
      'TASK_HOURS',
    ]);
  });
});
