import { describe, expect, it } from 'vitest';
import { emptyAvailability, type Availability } from '@shared/schemas/availability';
import type { WorkoutDetails, WorkoutStep } from '@shared/schemas/training';
import { sessionMinutes } from '@shared/training/availability/day-rules';
import { fitWeekToAvailability } from '@shared/training/availability/fit-week';
import { explainChange, replanWeek, type ReplanSession } from '@shared/training/replan';
import { shortenFloor } from '@shared/training/replan/shorten-floor';
import { shortenedWorkout } from '@shared/training/replan/shortener';
import { buildSession } from '@shared/training/sessions';
import { applied, day, MONDAY, session } from './fixtures';

const none = new Map<string, number>();
const fitness = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };
const minutesOn = (minutesByWeekday: Availability['minutesByWeekday']): Availability => ({
  ...emptyAvailability(),
  minutesByWeekday,
});
const week = (): ReplanSession[] => [
  session('easy-mon', 0, { minutes: 60, load: 50 }),
  session('intervals-tue', 1, { hard: true, minutes: 60, load: 80 }),
  session('easy-thu', 3, { minutes: 45, load: 40, sport: 'CYCLING' }),
  session('long-sat', 5, { minutes: 150, load: 140, sport: 'CYCLING' }),
];
const singles = (w: WorkoutDetails) => w.steps.filter((s): s is WorkoutStep => s.type === 'WorkoutStep');

describe('a day with fewer minutes shortens before it drops', () => {
  it("shortens filler where it stands to the day's minutes, and says why", () => {
    const { changes } = replanWeek({
      today: MONDAY,
      firstDay: MONDAY,
      sessions: week(),
      availability: minutesOn({ monday: 40 }),
      history: none,
    });
    expect(changes).toEqual([
      { kind: 'shorten', workoutId: 'easy-mon', from: day(0), minutes: 40, reason: 'overMinutes' },
    ]);
    const ctx = { name: (id: string) => id, minutesOn: () => 40 };
    expect(explainChange(changes[0], ctx, 'en')).toBe(
      'easy-mon on Monday is shortened to 40 min: Monday has only 40 min for training; the warm-up and cool-down stay.',
    );
    expect(explainChange(changes[0], ctx, 'pl')).toBe(
      'easy-mon (w poniedziałek) skrócona do 40 min, bo w poniedziałek masz na trening tylko 40 min; rozgrzewka i schłodzenie zostają.',
    );
  });

  it('does not cut filler below its floor: under half its minutes it moves or is dropped instead', () => {
    expect(shortenFloor(60)).toBe(30);
    expect(shortenFloor(30)).toBe(20);
    const { changes } = replanWeek({
      today: MONDAY,
      firstDay: MONDAY,
      sessions: week(),
      availability: minutesOn({ monday: 25 }),
      history: none,
    });
    const change = changes.find((c) => c.workoutId === 'easy-mon');
    expect(change?.kind).not.toBe('shorten');
    expect(change?.kind === 'move' || change?.kind === 'drop').toBe(true);
  });

  it('moves a key session whole to a free day before it shortens it', () => {
    const { changes } = replanWeek({
      today: MONDAY,
      firstDay: MONDAY,
      sessions: week(),
      availability: minutesOn({ saturday: 90 }),
      history: none,
    });
    expect(changes.find((c) => c.workoutId === 'long-sat')).toMatchObject({ kind: 'move', reason: 'overMinutes' });
  });

  it('shortens a key session only when no other day can hold it whole', () => {
    // Only Saturday and Sunday are training days; Sunday is blocked out.
    const availability = { ...minutesOn({ saturday: 100 }), blackouts: [{ from: day(6), to: day(6) }] };
    const { changes } = replanWeek({
      today: day(4),
      firstDay: MONDAY,
      sessions: week(),
      availability,
      trainingDays: ['saturday', 'sunday'],
      history: none,
    });
    expect(changes).toEqual([
      { kind: 'shorten', workoutId: 'long-sat', from: day(5), minutes: 100, reason: 'overMinutes' },
    ]);
  });

  it('shortens a day of two sessions to what is left beside the one settled first', () => {
    const sessions = [...week(), session('swim-sat', 5, { sport: 'SWIMMING', minutes: 50, load: 40 })];
    const availability = { ...minutesOn({ saturday: 180 }), twoSessionDays: ['saturday' as const] };
    const { changes } = replanWeek({
      today: day(4),
      firstDay: MONDAY,
      sessions,
      availability,
      trainingDays: ['saturday'],
      history: none,
    });
    expect(changes).toEqual([
      { kind: 'shorten', workoutId: 'swim-sat', from: day(5), minutes: 30, reason: 'overMinutes' },
    ]);
    const sat = applied(sessions, changes).filter((s) => s.day === day(5));
    expect(sat.reduce((t, s) => t + s.minutes, 0)).toBe(180);
  });

  it('asks the caller what the shortened session becomes, and never proposes a shortening it refused', () => {
    const asked: number[] = [];
    const shorten = (s: ReplanSession, max: number) => {
      asked.push(max);
      return s.id === 'easy-mon' ? null : { minutes: max, load: 1 };
    };
    const { changes } = replanWeek({
      today: MONDAY,
      firstDay: MONDAY,
      sessions: week(),
      availability: minutesOn({ monday: 40 }),
      history: none,
      shorten,
    });
    expect(asked).toEqual([40]);
    expect(changes.find((c) => c.workoutId === 'easy-mon')?.kind).not.toBe('shorten');
  });

  it('does not propose again a shortening the athlete kept the original of', () => {
    const input = {
      today: MONDAY,
      firstDay: MONDAY,
      sessions: week(),
      availability: minutesOn({ monday: 40 }),
      history: none,
    };
    const again = replanWeek({ ...input, declined: ['shorten:easy-mon:2026-03-02:40'] }).changes;
    expect(again.find((c) => c.workoutId === 'easy-mon')?.kind).not.toBe('shorten');
  });
});

describe('a shortened workout', () => {
  it("keeps its warm-up and cool-down and trims the intervals' repeats", () => {
    const intervals = buildSession({
      sport: 'run',
      kind: 'intervals',
      minutes: 75,
      phase: 'build',
      fitness,
      distance: 'olympic',
    });
    const out = shortenedWorkout(intervals, 50)!;
    expect(sessionMinutes(out)).toBeLessThanOrEqual(50);
    expect(sessionMinutes(out)).toBeGreaterThanOrEqual(40);
    expect(singles(out).some((s) => s.intensity === 'WARMUP')).toBe(true);
    expect(singles(out).some((s) => s.intensity === 'COOLDOWN')).toBe(true);
    expect(out.steps.some((s) => s.type === 'WorkoutRepeatStep')).toBe(true);
  });

  it('trims the steady block of an easy ride', () => {
    const ride = buildSession({ sport: 'bike', kind: 'long', minutes: 180, phase: 'base', fitness, distance: 'half' });
    const out = shortenedWorkout(ride, 120)!;
    expect(sessionMinutes(out)).toBeLessThanOrEqual(120);
    expect(sessionMinutes(out)).toBeGreaterThanOrEqual(110);
    expect(singles(out).filter((s) => s.intensity === 'WARMUP' || s.intensity === 'COOLDOWN')).toHaveLength(
      singles(ride).filter((s) => s.intensity === 'WARMUP' || s.intensity === 'COOLDOWN').length,
    );
  });

  it("is held to the day's minutes in a new week, in the athlete's language", () => {
    const run = buildSession({
      sport: 'run',
      kind: 'easy',
      minutes: 60,
      phase: 'base',
      fitness,
      distance: 'olympic',
      lang: 'pl',
    });
    const long = buildSession({
      sport: 'bike',
      kind: 'long',
      minutes: 150,
      phase: 'base',
      fitness,
      distance: 'olympic',
      lang: 'pl',
    });
    const generated = {
      goal: 'g',
      overview: 'o',
      workouts: [
        { day: day(0), workoutDetails: run },
        { day: day(5), workoutDetails: long },
      ],
    };
    const fitted = fitWeekToAvailability(generated, {
      firstDay: MONDAY,
      availability: minutesOn({ monday: 45 }),
      lang: 'pl',
    });
    expect(fitted.workouts).toHaveLength(2);
    expect(fitted.workouts[1]).toEqual(generated.workouts[1]);
    expect(fitted.workouts[0].day).toBe(day(0));
    expect(sessionMinutes(fitted.workouts[0].workoutDetails)).toBeLessThanOrEqual(45);
    expect(sessionMinutes(fitted.workouts[0].workoutDetails)).toBeGreaterThanOrEqual(35);
    expect(fitted.workouts[0].workoutDetails.workoutName).not.toBe(run.workoutName);
  });
});
