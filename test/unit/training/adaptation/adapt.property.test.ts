import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, checkWeek, isHardWorkout, weekVolume } from '@shared/training';
import type { GeneratedWeek, Sport } from '@shared/schemas/training';
import { adaptWeek, deriveFacts, type AdaptationContext, type AdaptedWeek } from '@shared/training/adaptation';
import type { Lang } from '@shared/training/types';
import { planInputArb } from '../arbitraries';
import { livedFrom, type Outcome } from './lived';

const NOTES = [
  '',
  'knee hurts',
  'boli mnie kolano',
  'I was sick',
  'chory od wtorku',
  'travelling for work',
  'delegacja',
  'felt great',
  'skręcona kostka',
  'shoulder sore after swim',
  'no pain at all',
  'tired',
];

const seconds = (week: GeneratedWeek, sport?: Sport) =>
  week.workouts
    .filter((w) => !sport || w.workoutDetails.sport === sport)
    .reduce((t, w) => t + w.workoutDetails.estimatedDurationInSecs, 0);

/** A random athlete's week after a random lived week (outcomes per workout, notes, form). */
const scenarioArb = fc
  .record({
    input: planInputArb,
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    outcomes: fc.array(fc.constantFrom<Outcome>('done', 'done', 'missed', 'short', 'harder'), { maxLength: 14 }),
    notes: fc.subarray(NOTES, { maxLength: 2 }),
    form: fc.option(fc.integer({ min: -60, max: 30 }), { nil: null }),
    lang: fc.constantFrom<Lang>('en', 'pl'),
  })
  .map(({ input, at, outcomes, notes, form, lang }) => {
    const overview = buildPlanOverview(input);
    const wk = 2 + Math.floor(at * Math.max(0, overview.totalWeeks - 2));
    const dayOf = (n: number) => addDays(input.planStarts, (n - 1) * 7);
    const build = (n: number) =>
      buildWeekWorkouts({
        plan: input,
        planOverview: overview,
        weekFirstDay: dayOf(n),
        trainingStyle: 'classic',
        lang,
      });
    const last = build(wk - 1);
    const ctx: AdaptationContext = {
      weekFirstDay: dayOf(wk),
      workoutDays: input.workoutDays,
      workoutsPerWeek: input.workoutsPerWeek,
      previousWeekVolumes: [weekVolume(last.workouts)],
      eventDate: input.primaryEvent.date,
      lang,
    };
    const facts = deriveFacts({
      lived: [livedFrom(last, dayOf(wk - 1), outcomes, notes)],
      form,
      fitness: form === null ? null : 50,
      today: dayOf(wk),
      lang,
    });
    const original = build(wk);
    return { original, facts, ctx, adapted: adaptWeek(original, facts, ctx) };
  });

const restore = (adapted: AdaptedWeek, index: number, original: GeneratedWeek): GeneratedWeek => ({
  ...adapted.week,
  workouts: adapted.week.workouts.map((w, i) => (i === index ? original.workouts[i] : w)),
});

// Property runs build whole plans and weeks: slow on a shared machine, so a longer timeout than the default 5 s.
describe('the adaptive week keeps every rule', { timeout: 60_000 }, () => {
  it('never raises the load after missed sessions, per sport or in total', () => {
    fc.assert(
      fc.property(scenarioArb, ({ original, facts, adapted }) => {
        if (!Object.values(facts.perSport).some((s) => s.missed > 0)) return;
        expect(seconds(adapted.week)).toBeLessThanOrEqual(seconds(original));
        for (const sport of ['SWIMMING', 'CYCLING', 'RUNNING'] as Sport[])
          expect(seconds(adapted.week, sport)).toBeLessThanOrEqual(seconds(original, sport));
      }),
      { numRuns: 150 },
    );
  });

  it('passes the week guardrails (ramp, recovery, taper, days) whenever the original did, also with any change rejected', () => {
    fc.assert(
      fc.property(scenarioArb, ({ original, ctx, adapted }) => {
        if (!checkWeek(original, ctx).ok) return;
        expect(checkWeek(adapted.week, ctx).errors).toEqual([]);
        for (const change of adapted.changes)
          expect(checkWeek(restore(adapted, change.index, original), ctx).errors).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('gives each changed workout exactly one change with a reason and a sentence; leaves the rest as they were', () => {
    fc.assert(
      fc.property(scenarioArb, ({ original, adapted }) => {
        expect(adapted.week.workouts.map((w) => [w.day, w.workoutDetails.sport])).toEqual(
          original.workouts.map((w) => [w.day, w.workoutDetails.sport]),
        );
        const changed = new Set(adapted.changes.map((c) => c.index));
        expect(changed.size).toBe(adapted.changes.length);
        for (const c of adapted.changes) {
          expect(c.reasons.length).toBeGreaterThan(0);
          expect(c.text.length).toBeGreaterThan(10);
          expect(c.before).toEqual(original.workouts[c.index].workoutDetails);
          expect(c.after).toEqual(adapted.week.workouts[c.index].workoutDetails);
        }
        adapted.week.workouts.forEach((w, i) => {
          if (!changed.has(i)) expect(w).toEqual(original.workouts[i]);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('makes a recovery week after an illness, an injury or very low form: nothing hard left', () => {
    fc.assert(
      fc.property(scenarioArb, ({ facts, adapted }) => {
        if (!facts.flags.sick && !facts.flags.injury && !facts.flags.lowForm) return;
        for (const w of adapted.week.workouts) expect(isHardWorkout(w.workoutDetails)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});
