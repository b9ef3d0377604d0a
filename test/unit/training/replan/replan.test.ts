import { describe, expect, it } from 'vitest';
import { emptyAvailability } from '@shared/schemas/availability';
import { explainChange, replanWeek, type ReplanSession } from '@shared/training/replan';
import { applied, day, MONDAY, session } from './fixtures';

const none = new Map<string, number>();
const week = (): ReplanSession[] => [
  session('easy-mon', 0, { minutes: 40, load: 35 }),
  session('intervals-tue', 1, { hard: true, minutes: 60, load: 80 }),
  session('easy-wed', 2, { minutes: 45, load: 40, sport: 'SWIMMING' }),
  session('tempo-thu', 3, { hard: true, minutes: 50, load: 60 }),
  session('easy-fri', 4, { minutes: 60, load: 50, sport: 'CYCLING' }),
  session('long-sat', 5, { minutes: 150, load: 140, sport: 'CYCLING' }),
];

describe('re-planning the rest of the week', () => {
  it('leaves a week that breaks nothing alone', () => {
    expect(
      replanWeek({
        today: MONDAY,
        firstDay: MONDAY,
        sessions: week(),
        availability: emptyAvailability(),
        history: none,
      }).changes,
    ).toEqual([]);
  });

  it('moves the skipped main quality session to a free legal day and drops filler for its minutes', () => {
    const sessions = week().map((s) =>
      s.id === 'intervals-tue'
        ? { ...s, status: 'skipped' as const }
        : s.day < day(1)
          ? { ...s, status: 'done' as const }
          : s,
    );
    const { changes } = replanWeek({
      today: day(2),
      firstDay: MONDAY,
      sessions,
      availability: emptyAvailability(),
      history: none,
    });
    const move = changes.find((c) => c.workoutId === 'intervals-tue');
    expect(move).toMatchObject({ kind: 'move', reason: 'missedKey' });
    expect(move?.kind === 'move' && move.to >= day(2)).toBe(true);
    const dropped = changes.filter((c) => c.kind === 'drop');
    expect(
      dropped.every((c) => c.reason === 'makeRoom' && c.workoutId !== 'long-sat' && c.workoutId !== 'intervals-tue'),
    ).toBe(true);
    expect(dropped.reduce((t, c) => t + sessions.find((s) => s.id === c.workoutId)!.minutes, 0)).toBeGreaterThanOrEqual(
      60,
    );
  });

  it('moves the long session off a new blackout day, never into the past', () => {
    const availability = { ...emptyAvailability(), blackouts: [{ from: day(5), to: day(5), note: 'wedding' }] };
    const { changes } = replanWeek({ today: day(3), firstDay: MONDAY, sessions: week(), availability, history: none });
    const move = changes.find((c) => c.workoutId === 'long-sat');
    expect(move).toMatchObject({ kind: 'move', from: day(5), reason: 'blackout' });
    expect(move?.kind === 'move' && move.to >= day(3) && move.to !== day(5)).toBe(true);
    const text = explainChange(move!, { name: (id) => id, blackoutNote: () => 'wedding' }, 'en');
    expect(text).toBe(
      `long-sat moves from Saturday to ${move?.kind === 'move' && move.to === day(6) ? 'Sunday' : 'Friday'}: Saturday is blocked out (wedding).`,
    );
    expect(explainChange(move!, { name: (id) => id, blackoutNote: () => 'wesele' }, 'pl')).toContain(
      'w sobotę nie możesz trenować (wesele)',
    );
  });

  it('drops a session whose day is blocked out when no other day can hold it', () => {
    const availability = { ...emptyAvailability(), blackouts: [{ from: day(4), to: day(6) }] };
    const { changes } = replanWeek({ today: day(4), firstDay: MONDAY, sessions: week(), availability, history: none });
    expect(
      changes
        .filter((c) => c.workoutId === 'long-sat' || c.workoutId === 'easy-fri')
        .every((c) => c.kind === 'drop' && c.reason === 'blackout'),
    ).toBe(true);
    expect(changes).toHaveLength(2);
  });

  it('separates two hard days left together by a move', () => {
    const sessions = week().map((s) => (s.id === 'tempo-thu' ? { ...s, day: day(2) } : s));
    const { changes } = replanWeek({
      today: MONDAY,
      firstDay: MONDAY,
      sessions,
      availability: emptyAvailability(),
      history: none,
    });
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'move', workoutId: 'tempo-thu', reason: 'hardTogether' }),
    ]);
    const after = applied(sessions, changes)
      .filter((s) => s.hard)
      .map((s) => s.day)
      .sort();
    expect(Math.abs(Date.parse(after[1]) - Date.parse(after[0]))).toBeGreaterThan(86_400_000);
  });

  it('holds swims to pool days and days to their minutes', () => {
    const availability = { ...emptyAvailability(), poolDays: ['friday' as const], minutesByWeekday: { saturday: 90 } };
    const { changes } = replanWeek({ today: MONDAY, firstDay: MONDAY, sessions: week(), availability, history: none });
    expect(changes).toContainEqual(expect.objectContaining({ workoutId: 'easy-wed', reason: 'noPool' }));
    expect(changes).toContainEqual(expect.objectContaining({ workoutId: 'long-sat', reason: 'overMinutes' }));
  });

  it('does not propose again a change the athlete kept', () => {
    const availability = { ...emptyAvailability(), blackouts: [{ from: day(5), to: day(5) }] };
    const first = replanWeek({
      today: MONDAY,
      firstDay: MONDAY,
      sessions: week(),
      availability,
      history: none,
    }).changes;
    const key = first.map((c) =>
      c.kind === 'move' ? `move:${c.workoutId}:${c.from}:${c.to}` : `drop:${c.workoutId}:${c.from}`,
    );
    const again = replanWeek({
      today: MONDAY,
      firstDay: MONDAY,
      sessions: week(),
      availability,
      history: none,
      declined: key,
    }).changes;
    expect(again.map((c) => JSON.stringify(c))).not.toContain(JSON.stringify(first[0]));
  });

  it('brings back a key session not done by the end of its day, as a skipped one, and leaves missed filler gone', () => {
    const sessions = week().map((s) =>
      s.id === 'intervals-tue' || s.id === 'easy-mon' ? { ...s, status: 'missed' as const } : s,
    );
    const { changes } = replanWeek({
      today: day(2),
      firstDay: MONDAY,
      sessions,
      availability: emptyAvailability(),
      history: none,
    });
    const move = changes.find((c) => c.workoutId === 'intervals-tue');
    expect(move).toMatchObject({ kind: 'move', reason: 'notDoneKey', from: day(1) });
    expect(move?.kind === 'move' && move.to >= day(2)).toBe(true);
    expect(changes.find((c) => c.workoutId === 'easy-mon')).toBeUndefined();
    expect(explainChange(move!, { name: (id) => id }, 'en')).toMatch(
      /^intervals-tue moves from Tuesday to \w+: it is a key session of the week and nothing was recorded for it by the end of its day\.$/,
    );
    expect(explainChange(move!, { name: (id) => id }, 'pl')).toContain(
      'do końca jej dnia nic dla niej nie zarejestrowano',
    );
  });
});
