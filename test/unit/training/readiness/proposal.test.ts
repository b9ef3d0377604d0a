import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { isHardWorkout } from '@shared/training/intensity';
import { buildSession } from '@shared/training/sessions';
import { proposalFor, type ProposalWorkout, type Reading } from '@shared/training/readiness';

const MONDAY = '2026-03-09';
const LAST = addDays(MONDAY, 6);
const fitness = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };
const intervals = buildSession({
  sport: 'run',
  kind: 'intervals',
  minutes: 60,
  phase: 'build',
  fitness,
  distance: 'olympic',
});
const easy = buildSession({ sport: 'bike', kind: 'easy', minutes: 60, phase: 'build', fitness, distance: 'olympic' });
const reading = (verdict: Reading['verdict'], sick = false): Reading => ({
  date: MONDAY,
  verdict,
  drivers: [],
  baselineDays: 5,
  sick,
});
let n = 0;
const on = (day: number, details = easy, open = true): ProposalWorkout => ({
  id: `w${n++}`,
  day: addDays(MONDAY, day),
  open,
  workoutDetails: details,
});

describe('the proposal for a low-readiness day', () => {
  it("eases today's hard session on caution: nothing hard is left", () => {
    const today = on(0, intervals);
    const p = proposalFor(reading('caution'), [today, on(2)], MONDAY, LAST)!;
    expect(p).toMatchObject({ kind: 'ease', workoutId: today.id });
    expect(isHardWorkout(intervals)).toBe(true);
    expect(isHardWorkout(p.eased!)).toBe(false);
  });

  it('swaps with a later easy day on rest, two days ahead before tomorrow', () => {
    const today = on(0, intervals);
    const tomorrow = on(1);
    const later = on(2);
    expect(proposalFor(reading('rest'), [today, tomorrow, later], MONDAY, LAST)).toMatchObject({
      kind: 'swap',
      workoutId: today.id,
      swapDate: later.day,
      swapWorkoutIds: [later.id],
    });
  });

  it('never swaps next to another hard day; eases instead when no day fits', () => {
    const today = on(0, intervals);
    const p = proposalFor(reading('rest'), [today, on(2), on(3, intervals)], MONDAY, LAST);
    expect(p).toMatchObject({ kind: 'ease' });
  });

  it('proposes rest when sick, and nothing when ready or without a hard session', () => {
    const today = on(0, easy);
    expect(proposalFor(reading(null, true), [today], MONDAY, LAST)).toEqual({ kind: 'rest', workoutId: today.id });
    expect(proposalFor(reading('ready'), [on(0, intervals)], MONDAY, LAST)).toBeNull();
    expect(proposalFor(reading('rest'), [today], MONDAY, LAST)).toBeNull();
    expect(proposalFor(reading(null), [on(0, intervals)], MONDAY, LAST)).toBeNull();
    // A session already done or reported is not proposed again.
    expect(proposalFor(reading('rest'), [on(0, intervals, false)], MONDAY, LAST)).toBeNull();
  });

  it('a swap never leaves the week, never goes into the past and never puts two hard days together (property)', () => {
    const weekArb = fc.array(
      fc.record({ day: fc.integer({ min: 0, max: 6 }), hard: fc.boolean(), open: fc.boolean() }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(weekArb, fc.integer({ min: 0, max: 6 }), (specs, todayIndex) => {
        const today = addDays(MONDAY, todayIndex);
        const workouts = [on(todayIndex, intervals), ...specs.map((s) => on(s.day, s.hard ? intervals : easy, s.open))];
        const p = proposalFor(reading('rest'), workouts, today, LAST);
        expect(p).not.toBeNull();
        if (p?.kind !== 'swap') return;
        expect(p.swapDate! > today && p.swapDate! <= LAST).toBe(true);
        const after = workouts.map((w) =>
          w.id === p.workoutId
            ? { ...w, day: p.swapDate! }
            : p.swapWorkoutIds!.includes(w.id)
              ? { ...w, day: today }
              : w,
        );
        const hardDays = new Set(after.filter((w) => isHardWorkout(w.workoutDetails)).map((w) => w.day!));
        expect(hardDays.has(addDays(p.swapDate!, -1)) || hardDays.has(addDays(p.swapDate!, 1))).toBe(false);
      }),
    );
  });
});
