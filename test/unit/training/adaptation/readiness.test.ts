import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, isHardWorkout, weekVolume } from '@shared/training';
import {
  adaptationFactsForModel,
  adaptWeek,
  deriveFacts,
  reasonsOf,
  type AdaptationContext,
  type ReadinessChoice,
} from '@shared/training/adaptation';
import type { SportVolume } from '@shared/schemas/training';
import type { Lang } from '@shared/training/types';
import { fullDistance } from '../fixtures';
import { livedFrom } from './lived';

const overview = buildPlanOverview(fullDistance);
const LAST = '2027-03-22';
const NEXT = '2027-03-29';
const build = (weekFirstDay: string, lang: Lang = 'en') =>
  buildWeekWorkouts({ plan: fullDistance, planOverview: overview, weekFirstDay, trainingStyle: 'classic', lang });
const total = (v: SportVolume) => v.swim + v.bike + v.run;
const scaled = (v: SportVolume, f: number): SportVolume => ({ swim: v.swim * f, bike: v.bike * f, run: v.run * f });
/** The last two weeks planned 10 % under the next one: the builder's ramp would let it rise. */
const ctx = (lang: Lang): AdaptationContext => {
  const next = weekVolume(build(NEXT, lang).workouts);
  return {
    weekFirstDay: NEXT,
    workoutDays: fullDistance.workoutDays,
    workoutsPerWeek: fullDistance.workoutsPerWeek,
    previousWeekVolumes: [scaled(next, 0.85), scaled(next, 0.9)],
    phaseName: 'Build',
    eventDate: fullDistance.primaryEvent.date,
    lang,
  };
};
const choice = (offset: number, over: Partial<ReadinessChoice> = {}): ReadinessChoice => ({
  date: addDays(LAST, offset),
  kind: 'ease',
  choice: 'accept',
  verdict: 'caution',
  ...over,
});

function adaptWith(readiness: ReadinessChoice[], lang: Lang = 'en') {
  const facts = deriveFacts({
    lived: [livedFrom(build(LAST, lang), LAST, [], [])],
    readiness,
    form: null,
    today: NEXT,
    lang,
  });
  return { facts, next: build(NEXT, lang), adapted: adaptWeek(build(NEXT, lang), facts, ctx(lang)) };
}

describe("the adaptation reads last week's readiness choices", () => {
  it('one accepted easier session changes nothing: a single low day is noise', () => {
    const { facts, adapted } = adaptWith([choice(1)]);
    expect(facts.readiness).toMatchObject({ lowDays: 1, accepted: 1, kept: 0, holdRamp: false, easeFirstHard: false });
    expect(adapted.changes).toEqual([]);
  });

  it('low readiness on two days holds the week at the larger of the last two weeks, and says why', () => {
    const { facts, next, adapted } = adaptWith([choice(1), choice(3, { kind: 'swap', verdict: 'rest' })]);
    expect(facts.readiness).toMatchObject({ lowDays: 2, accepted: 2, holdRamp: true, easeFirstHard: false });
    expect(facts.flags.consistentBlock).toBe(false);
    const reference = total(ctx('en').previousWeekVolumes![1]);
    expect(total(weekVolume(next.workouts))).toBeGreaterThan(reference);
    expect(total(weekVolume(adapted.week.workouts))).toBeLessThanOrEqual(reference * 1.01);
    expect(adapted.changes.length).toBeGreaterThan(0);
    for (const c of adapted.changes) {
      expect(c.reasons).toContain('low-readiness');
      expect(c.text).toContain('your readiness was low on two days last week: the volume holds instead of rising');
    }
    // The same number of sessions on the same days: only their length changes.
    expect(adapted.week.workouts.map((w) => w.day)).toEqual(next.workouts.map((w) => w.day));
    expect(reasonsOf(facts, 'en')).toContain(
      'Your readiness was low on two days last week: the volume holds instead of rising',
    );
    expect(adaptationFactsForModel(facts, 'en')).toContain(
      'hold this week at the volume of the larger of the last two weeks',
    );
  });

  it('training hard through a rest reading eases the first hard session of the week (en and pl)', () => {
    const { facts, next, adapted } = adaptWith([choice(2, { kind: 'swap', choice: 'keep', verdict: 'rest' })]);
    expect(facts.readiness).toMatchObject({ lowDays: 1, kept: 1, holdRamp: false, easeFirstHard: true });
    const firstHard = next.workouts
      .map((w, i) => ({ w, i }))
      .sort((a, b) => a.w.day.localeCompare(b.w.day))
      .find(({ w }) => isHardWorkout(w.workoutDetails))!;
    const change = adapted.changes.find((c) => c.index === firstHard.i)!;
    expect(change).toMatchObject({ kind: 'eased', reasons: ['readiness-kept'] });
    expect(change.text).toContain('you trained as planned through a low-readiness day');
    expect(adapted.changes).toHaveLength(1);
    const pl = adaptWith([choice(2, { kind: 'swap', choice: 'keep', verdict: 'rest' })], 'pl');
    expect(pl.adapted.changes[0].text).toContain('trening według planu mimo niskiej gotowości (1 dzień)');
  });

  it('two kept caution days both hold the ramp and ease the first hard session', () => {
    const { facts, adapted } = adaptWith([choice(1, { choice: 'keep' }), choice(4, { choice: 'keep' })]);
    expect(facts.readiness).toMatchObject({ lowDays: 2, kept: 2, holdRamp: true, easeFirstHard: true });
    expect(adapted.changes.some((c) => c.reasons.includes('readiness-kept'))).toBe(true);
    expect(adapted.changes.some((c) => c.reasons.includes('low-readiness'))).toBe(true);
  });

  it('holding the ramp never adds volume when the week is already under it', () => {
    const facts = deriveFacts({
      lived: [livedFrom(build(LAST), LAST, [], [])],
      readiness: [choice(1), choice(2)],
      form: null,
      today: NEXT,
      lang: 'en',
    });
    const next = build(NEXT);
    const roomy = { ...ctx('en'), previousWeekVolumes: [scaled(weekVolume(next.workouts), 1.2)] };
    expect(adaptWeek(next, facts, roomy).changes).toEqual([]);
  });
});
