import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, checkWeek, isHardWorkout, weekVolume } from '@shared/training';
import {
  adaptWeek,
  deriveFacts,
  reasonsOf,
  adaptationFactsForModel,
  type AdaptationContext,
} from '@shared/training/adaptation';
import type { Lang } from '@shared/training/types';
import { fullDistance } from '../fixtures';
import { livedFrom, missing, type Outcome } from './lived';

const overview = buildPlanOverview(fullDistance);
const LAST = '2027-03-22';
const NEXT = '2027-03-29';
const build = (weekFirstDay: string, lang: Lang = 'en') =>
  buildWeekWorkouts({ plan: fullDistance, planOverview: overview, weekFirstDay, trainingStyle: 'classic', lang });
const ctx = (lang: Lang): AdaptationContext => ({
  weekFirstDay: NEXT,
  workoutDays: fullDistance.workoutDays,
  workoutsPerWeek: fullDistance.workoutsPerWeek,
  previousWeekVolumes: [weekVolume(build(addDays(LAST, -7)).workouts), weekVolume(build(LAST).workouts)],
  phaseName: 'Build',
  eventDate: fullDistance.primaryEvent.date,
  lang,
});

function adaptAfter(
  outcomes: Parameters<typeof livedFrom>[2],
  notes: string[],
  lang: Lang,
  form: number | null = null,
) {
  const last = build(LAST, lang);
  const facts = deriveFacts({
    lived: [livedFrom(last, LAST, outcomes, notes)],
    form,
    fitness: form === null ? null : 60,
    today: NEXT,
    lang,
  });
  const next = build(NEXT, lang);
  return { next, facts, adapted: adaptWeek(next, facts, ctx(lang)) };
}

describe('the adaptive week, the issue examples', () => {
  it('two runs missed and a knee note: the long run comes back shorter, with both reasons (en)', () => {
    const last = build(LAST);
    const { next, adapted } = adaptAfter(missing(last, 'RUNNING', 2), ['My knee hurts after the long run'], 'en');
    const longRun = adapted.changes.find((c) => c.sport === 'RUNNING' && /^Long Run/.test(c.before.workoutName))!;
    expect(longRun.kind).toBe('shortened');
    expect(longRun.reasons).toEqual(['missed-sessions', 'injury']);
    expect(longRun.text).toMatch(
      /^Long run shortened from \dh\d\d to \dh\d\d: two runs missed last week and your knee note$/,
    );
    expect(longRun.after.estimatedDurationInSecs).toBeLessThan(longRun.before.estimatedDurationInSecs);
    expect(weekVolume(adapted.week.workouts).run).toBeLessThan(weekVolume(next.workouts).run);
    for (const c of adapted.changes.filter((x) => x.sport === 'RUNNING')) expect(isHardWorkout(c.after)).toBe(false);
  });

  it('the same in Polish', () => {
    const last = build(LAST, 'pl');
    const { adapted } = adaptAfter(missing(last, 'RUNNING', 2), ['Boli mnie kolano'], 'pl');
    const longRun = adapted.changes.find((c) => c.sport === 'RUNNING' && /^Długi bieg/i.test(c.before.workoutName))!;
    expect(longRun.text).toMatch(
      /^Długi bieg skrócony z \dh\d\d do \dh\d\d: w zeszłym tygodniu opuszczono 2 biegi i Twoja notatka „Boli mnie kolano”$/,
    );
  });

  it('a sick note makes a recovery week: no hard session, about two thirds of the volume, every change says why', () => {
    for (const [lang, note, reason] of [
      ['en', 'I was sick with a fever on Thursday', /your note that you were ill/],
      ['pl', 'Byłem chory od środy', /Twoja notatka o chorobie/],
    ] as const) {
      const { next, adapted } = adaptAfter([], [note], lang);
      expect(adapted.week.workouts.some((w) => isHardWorkout(w.workoutDetails))).toBe(false);
      const ratio = (v: ReturnType<typeof weekVolume>) => v.swim + v.bike + v.run;
      expect(ratio(weekVolume(adapted.week.workouts)) / ratio(weekVolume(next.workouts))).toBeLessThan(0.75);
      expect(adapted.changes.length).toBeGreaterThan(0);
      for (const c of adapted.changes) expect(c.text).toMatch(reason);
    }
  });

  it('form far below zero makes a recovery week too', () => {
    const { adapted } = adaptAfter([], [], 'en', -25);
    expect(adapted.facts.flags.lowForm).toBe(true);
    expect(adapted.changes.every((c) => c.reasons.includes('low-form'))).toBe(true);
  });

  it('a consistently completed block keeps the planned progression: no change', () => {
    const { next, adapted, facts } = adaptAfter([], [], 'en');
    expect(facts.flags.consistentBlock).toBe(true);
    expect(adapted.changes).toEqual([]);
    expect(adapted.week).toEqual(next);
    expect(reasonsOf(facts, 'en')).toEqual(['A consistently completed block: the planned progression stays']);
  });

  it('cycling behind its plan: the long ride grows within the ramp, taking minutes from the discipline ahead', () => {
    const last = build(LAST);
    const outcomes = last.workouts.map((w): Outcome => (w.workoutDetails.sport === 'CYCLING' ? 'short' : 'done'));
    const { next, adapted, facts } = adaptAfter(outcomes, [], 'en');
    expect(facts.behind).toBe('CYCLING');
    const ride = adapted.changes.find((c) => c.kind === 'lengthened')!;
    expect(ride.sport).toBe('CYCLING');
    expect(ride.text).toMatch(/^Long ride lengthened from .+ to .+: cycling is furthest behind its plan$/);
    const previous = ctx('en').previousWeekVolumes!;
    expect(weekVolume(adapted.week.workouts).bike).toBeLessThanOrEqual(
      Math.max(...previous.map((v) => v.bike)) * 1.08 + 1,
    );
    expect(checkWeek(adapted.week, ctx('en')).ok).toBe(true);
    // When the week is at its ramp the minutes come from the discipline furthest ahead, for the same reason; either
    // way the week's total stays within the ramp over the weeks before.
    for (const c of adapted.changes) expect(c.reasons).toEqual(['discipline-behind']);
    const donor = adapted.changes.find((c) => c.kind === 'shortened');
    if (donor) {
      expect(donor.sport).not.toBe('CYCLING');
      expect(donor.text).toMatch(/shortened from .+ to .+: cycling is furthest behind its plan$/);
    }
    const sum = (v: ReturnType<typeof weekVolume>) => v.swim + v.bike + v.run;
    expect(sum(weekVolume(adapted.week.workouts))).toBeLessThanOrEqual(Math.max(...previous.map(sum)) * 1.08 + 1);
    expect(next.workouts).toHaveLength(adapted.week.workouts.length);
  });

  it('reads the facts for the model and the planner card', () => {
    const last = build(LAST);
    const { facts } = adaptAfter(missing(last, 'RUNNING', 2), ['knee hurts'], 'en');
    expect(reasonsOf(facts, 'en')).toEqual([
      'Two runs missed last week',
      'Your knee note',
      'Running is furthest behind its plan',
    ]);
    expect(reasonsOf(facts, 'pl')).toEqual([
      'W zeszłym tygodniu opuszczono 2 biegi',
      'Twoja notatka „knee hurts”',
      'Bieganie najbardziej odstaje od planu',
    ]);
    const prompt = adaptationFactsForModel(facts, 'en');
    expect(prompt).toMatch(/Run: \d+ % of \d+ planned minutes done; last week 2 missed/);
    expect(prompt).toMatch(/never add missed sessions/);
  });
});
