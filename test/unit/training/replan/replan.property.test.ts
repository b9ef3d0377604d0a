import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Availability } from '@shared/schemas/availability';
import type { Weekday } from '@shared/schemas/training';
import { dayAllowance, dayBreaches } from '@shared/training/availability/day-rules';
import { addDays } from '@shared/calendar/days';
import { WEEKDAYS } from '@shared/calendar/weekdays';
import { replanWeek, keySessions, type ReplanSession } from '@shared/training/replan';
import { shortenFloor } from '@shared/training/replan/shorten-floor';
import { limitsBroken, loadCheck } from '@shared/training/safety/load-check';
import { applied, day, MONDAY } from './fixtures';

const sessionArb = fc.record({
  offset: fc.integer({ min: 0, max: 6 }),
  sport: fc.constantFrom('RUNNING' as const, 'CYCLING' as const, 'SWIMMING' as const, 'STRENGTH_TRAINING' as const),
  minutes: fc.integer({ min: 20, max: 240 }),
  hard: fc.boolean(),
});
const weekdays = fc.subarray([...WEEKDAYS]);
const availabilityArb: fc.Arbitrary<Availability> = fc.record({
  minutesByWeekday: fc.dictionary(fc.constantFrom(...WEEKDAYS), fc.integer({ min: 0, max: 300 }), {
    maxKeys: 7,
  }) as fc.Arbitrary<Partial<Record<Weekday, number>>>,
  twoSessionDays: weekdays,
  poolDays: weekdays,
  blackouts: fc.constant([]),
});
/** What happens during the week: a session is skipped or not done on its day, a day is blocked out, a session is moved by hand. */
const eventArb = fc.oneof(
  fc.record({ kind: fc.constant('skip' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('notDone' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('blackout' as const),
    offset: fc.integer({ min: 0, max: 6 }),
    length: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), offset: fc.integer({ min: 0, max: 6 }) }),
);
const historyArb = fc.option(fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 84, maxLength: 84 }), {
  nil: null,
});

const checkOf = (sessions: readonly ReplanSession[], today: string, history: ReadonlyMap<string, number>) =>
  loadCheck({
    history,
    days: Array.from({ length: 7 }, (_, i) => {
      const date = day(i);
      const on = sessions.filter((s) => s.day === date && s.status !== 'skipped' && s.status !== 'missed');
      return {
        date,
        load: date >= today ? on.filter((s) => s.status === 'planned').reduce((t, s) => t + s.load, 0) : 0,
        hard: on.some((s) => s.hard),
      };
    }),
  });
const plannedMinutesFrom = (sessions: readonly ReplanSession[], today: string) =>
  sessions.filter((s) => s.status === 'planned' && s.day >= today).reduce((t, s) => t + s.minutes, 0);

describe('re-planning never breaks the week', { timeout: 120_000 }, () => {
  it('for any sequence of skips, blackouts and moves', () => {
    fc.assert(
      fc.property(
        fc.array(sessionArb, { minLength: 1, maxLength: 14 }),
        availabilityArb,
        fc.array(eventArb, { minLength: 1, maxLength: 6 }),
        historyArb,
        (raw, baseAvailability, events, loads) => {
          const history = new Map((loads ?? []).map((load, i) => [addDays(MONDAY, -84 + i), load]));
          let sessions: ReplanSession[] = raw.map((s, i) => ({
            id: `w${i}`,
            day: day(s.offset),
            sport: s.sport,
            minutes: s.minutes,
            hard: s.hard && s.sport !== 'STRENGTH_TRAINING',
            load: s.minutes * (s.hard ? 1.3 : 0.8),
            status: 'planned',
          }));
          const availability: Availability = { ...baseAvailability, blackouts: [] };
          events.forEach((event, step) => {
            const today = day(Math.min(6, step));
            const open = sessions.filter((s) => s.status === 'planned' && s.day >= today);
            const past = sessions.filter((s) => s.status === 'planned' && s.day < today);
            if (event.kind === 'notDone' && past.length)
              sessions = sessions.map((s) =>
                s.id === past[event.pick % past.length].id ? { ...s, status: 'missed' } : s,
              );
            if (event.kind === 'skip' && open.length)
              sessions = sessions.map((s) =>
                s.id === open[event.pick % open.length].id ? { ...s, status: 'skipped' } : s,
              );
            if (event.kind === 'blackout')
              availability.blackouts = [
                ...availability.blackouts,
                { from: day(event.offset), to: day(Math.min(6, event.offset + event.length - 1)) },
              ];
            if (event.kind === 'move' && open.length && day(event.offset) >= today)
              sessions = sessions.map((s) =>
                s.id === open[event.pick % open.length].id ? { ...s, day: day(event.offset) } : s,
              );

            // The week's key sessions as it stands (a session shortened earlier may no longer be the longest).
            const keys = keySessions(sessions);
            const result = replanWeek({ today, firstDay: MONDAY, sessions, availability, history });
            const after = applied(sessions, result.changes);
            // Never into the past; a session is shortened only down to its floor.
            for (const c of result.changes) if (c.kind === 'move') expect(c.to >= today).toBe(true);
            for (const c of result.changes)
              if (c.kind === 'shorten')
                expect(c.minutes).toBeGreaterThanOrEqual(
                  shortenFloor(sessions.find((s) => s.id === c.workoutId)!.minutes),
                );
            // Never onto a blackout, over a day's minutes, a swim without a pool.
            for (let i = 0; i < 7; i++) {
              if (day(i) < today) continue;
              const on = after.filter((s) => s.day === day(i) && s.status === 'planned');
              expect(dayBreaches(dayAllowance(availability, day(i)), on, false)).toEqual([]);
            }
            // A day a session moves onto holds it next to everything there: minutes, pool and the number of sessions.
            for (const c of result.changes)
              if (c.kind === 'move')
                expect(
                  dayBreaches(
                    dayAllowance(availability, c.to),
                    after.filter((s) => s.day === c.to && s.status === 'planned'),
                    true,
                  ),
                ).toEqual([]);
            // Never more volume than was planned: a missed session is not added on top.
            expect(plannedMinutesFrom(after, today)).toBeLessThanOrEqual(plannedMinutesFrom(sessions, today));
            // Never a limit broken, except by a drop the availability forced (the result names those).
            const broken = limitsBroken(checkOf(sessions, today, history), checkOf(after, today, history));
            for (const key of broken) expect(result.forcedBreaks).toContain(key);
            // Key sessions are never dropped to make room.
            for (const c of result.changes)
              if (c.reason === 'makeRoom') expect([keys.long, keys.quality]).not.toContain(c.workoutId);
            sessions = after;
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a key session whose day is blocked out when an empty legal day exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 4 }), (longOffset, todayOffset) => {
        fc.pre(todayOffset < longOffset);
        const sessions: ReplanSession[] = [
          {
            id: 'long',
            day: day(longOffset),
            sport: 'CYCLING',
            minutes: 180,
            hard: false,
            load: 150,
            status: 'planned',
          },
          { id: 'easy', day: day(0), sport: 'RUNNING', minutes: 30, hard: false, load: 25, status: 'planned' },
        ];
        const availability: Availability = {
          minutesByWeekday: {},
          twoSessionDays: [],
          poolDays: [],
          blackouts: [{ from: day(longOffset), to: day(longOffset) }],
        };
        const { changes } = replanWeek({
          today: day(todayOffset),
          firstDay: MONDAY,
          sessions,
          availability,
          history: new Map(),
        });
        expect(changes.find((c) => c.workoutId === 'long')).toMatchObject({ kind: 'move', reason: 'blackout' });
      }),
    );
  });
});
