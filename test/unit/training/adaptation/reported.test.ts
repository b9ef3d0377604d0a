import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, isHardWorkout, weekVolume } from '@shared/training';
import {
  adaptWeek,
  deriveFacts,
  reasonsOf,
  type AdaptationContext,
  type LivedWeek,
  type LivedWorkout,
} from '@shared/training/adaptation';
import { knownCompliance } from '@shared/training/adaptation/compliance';
import type { SkipReason } from '@shared/schemas/activities';
import type { Lang } from '@shared/training/types';
import { fullDistance } from '../fixtures';
import { livedFrom } from './lived';

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
const total = (v: ReturnType<typeof weekVolume>) => v.swim + v.bike + v.run;

type Said =
  | { outcome: 'done' }
  | { outcome: 'not-reported' }
  | { outcome: 'missed' }
  | { outcome: 'skipped'; reason: SkipReason };

/** Last week as the athlete's record has it: `said(i, workout)` per workout (done as planned when it answers nothing). */
function lastWeek(said: (i: number, w: LivedWorkout) => Said | undefined, lang: Lang = 'en'): LivedWeek {
  const week = livedFrom(build(LAST, lang), LAST);
  return {
    ...week,
    workouts: week.workouts.map((w, i) => {
      const s = said(i, w) ?? { outcome: 'done' };
      if (s.outcome === 'done') return { ...w, outcome: 'done' };
      return {
        ...w,
        doneMinutes: null,
        outcome: s.outcome,
        ...(s.outcome === 'skipped' ? { skipReason: s.reason } : {}),
      };
    }),
  };
}

function adaptAfter(week: LivedWeek, lang: Lang = 'en') {
  const facts = deriveFacts({ lived: [week], form: null, today: NEXT, lang });
  const next = build(NEXT, lang);
  return { facts, next, adapted: adaptWeek(next, facts, ctx(lang)) };
}

describe('the adaptation reads reports: not reported is neutral, skips by their reason', () => {
  it('nothing reported: no change at all, and the planner says so (en + pl)', () => {
    for (const [lang, text] of [
      ['en', 'Nothing reported for last week: the plan continues as planned'],
      ['pl', 'Brak informacji o zeszłym tygodniu: plan toczy się dalej bez zmian'],
    ] as const) {
      const { facts, next, adapted } = adaptAfter(
        lastWeek(() => ({ outcome: 'not-reported' }), lang),
        lang,
      );
      expect(adapted.changes).toEqual([]);
      expect(adapted.week.workouts).toEqual(next.workouts);
      expect(facts.nothingReported).toBe(true);
      expect(Object.values(facts.perSport).every((s) => s.missed === 0 && s.plannedMinutes === 0)).toBe(true);
      expect(reasonsOf(facts, lang)).toEqual([text]);
    }
  });

  it('the same week read as missed (a watch said so) is cut: the difference is the record, not the silence', () => {
    const { adapted, next } = adaptAfter(
      lastWeek((_, w) => (w.sport === 'RUNNING' ? { outcome: 'missed' } : undefined)),
    );
    expect(total(weekVolume(adapted.week.workouts))).toBeLessThan(total(weekVolume(next.workouts)));
    expect(adapted.changes.some((c) => c.reasons.includes('missed-sessions'))).toBe(true);
  });

  it('six done, two skipped for no time or travel: nothing is cut, nothing is missed', () => {
    const week = lastWeek((i) =>
      i === 1
        ? { outcome: 'skipped', reason: 'no-time' }
        : i === 4
          ? { outcome: 'skipped', reason: 'travel' }
          : undefined,
    );
    const { facts, adapted, next } = adaptAfter(week);
    expect(adapted.changes.filter((c) => c.kind !== 'lengthened')).toEqual([]);
    expect(total(weekVolume(adapted.week.workouts))).toBeGreaterThanOrEqual(total(weekVolume(next.workouts)));
    expect(Object.values(facts.perSport).every((s) => s.missed === 0)).toBe(true);
    expect(facts.flags.travel).toBe(false);
    expect(knownCompliance(week, NEXT)).toBe(100);
  });

  it('some sessions not reported: neither cut nor raised for them, and said', () => {
    const week = lastWeek((i) => (i < 3 ? { outcome: 'not-reported' } : undefined));
    const { facts, adapted } = adaptAfter(week);
    expect(
      adapted.changes.filter((c) => c.reasons.includes('missed-sessions') || c.reasons.includes('shortened-sessions')),
    ).toEqual([]);
    expect(facts.notReported).toBe(3);
    expect(reasonsOf(facts, 'en')).toContain('Three sessions not reported last week: read as neither done nor missed');
    expect(knownCompliance(week, NEXT)).toBe(100);
    expect(
      knownCompliance(
        lastWeek(() => ({ outcome: 'not-reported' })),
        NEXT,
      ),
    ).toBeNull();
  });

  it('skipped sick: a recovery week', () => {
    const { adapted, facts } = adaptAfter(
      lastWeek((i) => (i === 2 ? { outcome: 'skipped', reason: 'sick' } : undefined)),
    );
    expect(facts.flags.sick).toBe(true);
    expect(adapted.week.workouts.some((w) => isHardWorkout(w.workoutDetails))).toBe(false);
    expect(adapted.changes.every((c) => c.reasons.includes('sick'))).toBe(true);
  });

  it('skipped injured or in pain: only that sport is eased', () => {
    const { adapted } = adaptAfter(
      lastWeek((_, w) =>
        w.sport === 'RUNNING' && w.plannedHard ? { outcome: 'skipped', reason: 'injured' } : undefined,
      ),
    );
    expect(adapted.changes.length).toBeGreaterThan(0);
    expect(new Set(adapted.changes.map((c) => c.sport))).toEqual(new Set(['RUNNING']));
    expect(adapted.changes[0]!.text).toMatch(/the session you skipped injured or in pain$/);
    expect(
      adapted.week.workouts
        .filter((w) => w.workoutDetails.sport === 'RUNNING')
        .some((w) => isHardWorkout(w.workoutDetails)),
    ).toBe(false);
  });

  it('skipped too tired: eased like low form', () => {
    const { adapted, facts } = adaptAfter(
      lastWeek((i) => (i === 0 ? { outcome: 'skipped', reason: 'too-tired' } : undefined)),
    );
    expect(facts.tooTired).toBe(true);
    expect(adapted.week.workouts.some((w) => isHardWorkout(w.workoutDetails))).toBe(false);
    expect(adapted.changes.every((c) => c.reasons.includes('too-tired'))).toBe(true);
    expect(reasonsOf(facts, 'en')).toContain('You skipped sessions because you were too tired');
  });
});
