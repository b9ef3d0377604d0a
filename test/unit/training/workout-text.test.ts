import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, modifyWorkout, weekVolume } from '@shared/training';
import { adaptWeek, deriveFacts, type AdaptationContext } from '@shared/training/adaptation';
import { buildSession } from '@shared/training/sessions';
import { stepSeconds } from '@shared/training/guardrails/workout-limits';
import type { AnyStep, WorkoutDetails } from '@shared/schemas/training';
import type { Lang } from '@shared/training/types';
import { fullDistance } from './fixtures';
import { livedFrom, missing } from './adaptation/lived';

const fitness = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };
const intervals = (lang: Lang = 'en') =>
  buildSession({ sport: 'run', kind: 'intervals', minutes: 45, phase: 'base', fitness, distance: 'olympic', lang });
const warmupShare = (w: WorkoutDetails) =>
  stepSeconds(
    w.steps.find((s) => s.type === 'WorkoutStep' && s.intensity === 'WARMUP') as Exclude<
      AnyStep,
      { type: 'WorkoutRepeatStep' }
    >,
    w.sport,
  ) / w.estimatedDurationInSecs;
const repeatsOf = (w: WorkoutDetails) =>
  w.steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? [s.repeatValue] : []));
const texts = (w: WorkoutDetails) =>
  [
    w.description,
    ...w.steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s])).map((s) => s.description ?? ''),
  ].join(' ');

describe('a changed workout says what it now is', () => {
  it('"20 minutes shorter" on Run Intervals 6x3: warm-up and easy parts go first, the name and text follow the steps (en)', () => {
    const before = intervals();
    expect(before.workoutName).toBe('Run Intervals 6x3 min Z4 (45 min)');
    const { workout } = modifyWorkout(before, 'Make it 20 minutes shorter', { lang: 'en' });
    const [reps] = repeatsOf(workout);
    expect(reps).toBeGreaterThanOrEqual(3);
    expect(warmupShare(workout)).toBeLessThanOrEqual(0.25);
    expect(workout.workoutName).toBe(
      `Run Intervals ${reps}x3 min Z4 (${Math.round(workout.estimatedDurationInSecs / 60)} min)`,
    );
    expect(workout.description).toContain(`${reps} x 3 min in zone 4`);
    expect(workout.description).not.toContain('6 x 3 min');
    const byPercent = modifyWorkout(before, '30% shorter', { lang: 'en' }).workout;
    expect(repeatsOf(byPercent)[0]).toBeGreaterThanOrEqual(4);
    expect(warmupShare(byPercent)).toBeLessThanOrEqual(0.25);
  });

  it('the same in Polish', () => {
    const { workout } = modifyWorkout(intervals('pl'), 'krócej o 20 minut', { lang: 'pl' });
    const [reps] = repeatsOf(workout);
    expect(workout.workoutName).toMatch(new RegExp(`^Interwały biegowe ${reps}×3 min S4 \\(\\d+ min\\)$`));
    expect(workout.description).toContain(`${reps} × 3 min w strefie tętna 4`);
    expect(warmupShare(workout)).toBeLessThanOrEqual(0.25);
  });

  it('an easy run shortened keeps its warm-up within a quarter and its name says the new length', () => {
    const easy = buildSession({
      sport: 'run',
      kind: 'easy',
      minutes: 60,
      phase: 'build',
      fitness,
      distance: 'olympic',
      lang: 'en',
    });
    const { workout } = modifyWorkout(easy, '20 minutes shorter', { lang: 'en' });
    expect(workout.workoutName).toBe(`Easy Run ${Math.round(workout.estimatedDurationInSecs / 60)} min`);
    expect(warmupShare(workout)).toBeLessThanOrEqual(0.25);
  });

  const plan = buildPlanOverview(fullDistance);
  const LAST = '2027-03-22';
  const NEXT = '2027-03-29';
  const build = (day: string, lang: Lang) =>
    buildWeekWorkouts({ plan: fullDistance, planOverview: plan, weekFirstDay: day, trainingStyle: 'classic', lang });
  for (const [lang, note, quality, zone4] of [
    ['en', 'My knee hurts', 'Quality session', 'zone 4'],
    ['pl', 'Boli mnie kolano', 'Mocny trening', 'strefa tętna 4'],
  ] as const) {
    it(`a hard run eased after a knee note no longer speaks of quality or zone 4 (${lang})`, () => {
      const ctx: AdaptationContext = {
        weekFirstDay: NEXT,
        workoutDays: fullDistance.workoutDays,
        workoutsPerWeek: fullDistance.workoutsPerWeek,
        previousWeekVolumes: [
          weekVolume(build(addDays(LAST, -7), lang).workouts),
          weekVolume(build(LAST, lang).workouts),
        ],
        phaseName: 'Build',
        eventDate: fullDistance.primaryEvent.date,
        lang,
      };
      const last = build(LAST, lang);
      const facts = deriveFacts({
        lived: [livedFrom(last, LAST, missing(last, 'RUNNING', 0), [note])],
        form: null,
        fitness: null,
        today: NEXT,
        lang,
      });
      const adapted = adaptWeek(build(NEXT, lang), facts, ctx);
      const eased = adapted.changes.filter(
        (c) => c.sport === 'RUNNING' && (c.kind === 'eased' || c.kind === 'recovery'),
      );
      expect(eased.length).toBeGreaterThan(0);
      for (const c of eased) {
        expect(texts(c.before)).toContain(zone4);
        expect(texts(c.after)).not.toContain(quality);
        expect(texts(c.after)).not.toContain(zone4);
      }
    });
  }
});
