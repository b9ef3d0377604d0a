import { describe, expect, it } from 'vitest';
import type {
  GeneratedWeek,
  GeneratedWorkout,
  PlanInput,
  PlanOverview,
  WorkoutDetails,
  WorkoutStep,
} from '@shared/schemas/training';
import {
  addDays,
  buildPlanOverview,
  buildWeekWorkouts,
  checkPlanOverview,
  checkWeek,
  repairWeek,
} from '@shared/training';
import { pacesFor } from '@shared/training/profile';
import { buildSession } from '@shared/training/sessions';
import type { WeekBuildInput } from '@shared/training/types';
import { weekCheckContext } from '../../../functions/providers/ai/week-check';
import { athleteRacing, PLAN_STARTS } from './fixtures';

/** Hand-made AI answers that break one coaching rule each (decision record 024), judged with the context OpenAI weeks get. */
const planStarts = PLAN_STARTS;
const athlete = (patch: Partial<PlanInput> = {}): PlanInput => athleteRacing('half', 20, patch);
const inputFor = (plan: PlanInput, week: number, patch: Partial<WeekBuildInput> = {}): WeekBuildInput => ({
  plan,
  planOverview: buildPlanOverview(plan),
  weekFirstDay: addDays(planStarts, (week - 1) * 7),
  weekNumber: week,
  trainingStyle: 'classic',
  ...patch,
});
const session = (
  sport: 'swim' | 'bike' | 'run',
  kind: Parameters<typeof buildSession>[0]['kind'],
  minutes: number,
  level = 50,
): WorkoutDetails =>
  buildSession({
    sport,
    kind,
    minutes,
    phase: 'build',
    fitness: { swimLevel: level, bikeLevel: level, runLevel: level },
    distance: 'half',
    venue: null,
  });
const on = (input: WeekBuildInput, day: number, workoutDetails: WorkoutDetails): GeneratedWorkout => ({
  day: addDays(input.weekFirstDay, day),
  workoutDetails,
});
const week = (workouts: GeneratedWorkout[]): GeneratedWeek => ({ goal: 'g', overview: 'o', workouts });
const errorsOf = (w: GeneratedWeek, input: WeekBuildInput) => checkWeek(w, weekCheckContext(input)).errors.join('\n');
const stepsOf = (w: WorkoutDetails) => w.steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]));

describe('the coaching guardrails on an AI week', () => {
  const input = inputFor(athlete(), 10);
  const offline = buildWeekWorkouts(input);

  it("accept the offline coach's week for the same athlete", () => {
    expect(errorsOf(offline, input)).toBe('');
  });

  it('refuse more hard sessions than the level allows (beginner: 2)', () => {
    const beginner = inputFor(athlete({ fitness: { swimLevel: 20, bikeLevel: 20, runLevel: 20 } }), 10);
    const w = week([
      on(beginner, 1, session('run', 'intervals', 50, 20)),
      on(beginner, 3, session('bike', 'intervals', 60, 20)),
      on(beginner, 5, session('run', 'intervals', 50, 20)),
    ]);
    expect(errorsOf(w, beginner)).toMatch(/3 hard sessions for a beginner athlete \(at most 2\)/);
  });

  it('count threshold pace as hard whatever the target: two pace-only threshold runs on back-to-back days', () => {
    const threshold = pacesFor(input.plan.fitness).runThreshold;
    const paced = (): WorkoutDetails => {
      const base = session('run', 'easy', 45);
      const steps = base.steps.map((s) =>
        s.type === 'WorkoutStep' && s.intensity === 'ACTIVE'
          ? {
              ...s,
              targetType: 'PACE' as const,
              targetValue: null,
              targetValueLow: threshold * 0.98,
              targetValueHigh: threshold * 1.02,
            }
          : s,
      );
      return { ...base, steps };
    };
    const w = week([on(input, 1, paced()), on(input, 2, paced())]);
    expect(errorsOf(w, input)).toMatch(/hard sessions on back-to-back days/);
    // Without the athlete's paces (the old check) the same answer passed.
    expect(checkWeek(w, { ...weekCheckContext(input), coaching: null }).errors.join()).not.toMatch(/back-to-back/);
  });

  it('refuse a warm-up over 20 % of the session', () => {
    const run = session('run', 'easy', 60);
    const steps = run.steps.map((s) =>
      s.type === 'WorkoutStep' && s.intensity === 'WARMUP' ? { ...s, durationValue: 30 * 60 } : s,
    );
    const secs = steps.reduce((t, s) => t + (s.type === 'WorkoutStep' ? s.durationValue : 0), 0);
    const w = week(
      offline.workouts.map((x, i) =>
        i === 0
          ? { ...x, workoutDetails: { ...run, steps, estimatedDurationInSecs: secs, workoutName: 'Easy Run' } }
          : x,
      ),
    );
    expect(errorsOf(w, input)).toMatch(/warm-up of 30 min is over 20 %/);
  });

  it('refuse a bare speed on the bike, and repairWeek turns it into a heart-rate zone', () => {
    const ride = session('bike', 'easy', 60);
    const steps = ride.steps.map((s) =>
      s.type === 'WorkoutStep'
        ? { ...s, targetType: 'SPEED' as const, targetValue: null, targetValueLow: 7, targetValueHigh: 8 }
        : s,
    );
    const w = week(
      offline.workouts.map((x) =>
        x.workoutDetails.sport === 'CYCLING' ? { ...x, workoutDetails: { ...ride, steps } } : x,
      ),
    );
    expect(errorsOf(w, input)).toMatch(/a bike target is a bare speed/);
    const repaired = repairWeek(w, { bikeThreshold: pacesFor(input.plan.fitness).bikeThreshold });
    expect(errorsOf(repaired, input)).not.toMatch(/bare speed/);
    const bikeSteps = repaired.workouts
      .filter((x) => x.workoutDetails.sport === 'CYCLING')
      .flatMap((x) => stepsOf(x.workoutDetails));
    expect(bikeSteps.filter((s: WorkoutStep) => s.targetType === 'SPEED')).toEqual([]);
    expect(bikeSteps.filter((s: WorkoutStep) => s.targetType === 'HEART_RATE').length).toBeGreaterThan(0);
  });

  it("refuse a long run over its share of the week's running, and a lone weekly run past the safe length", () => {
    const runs = offline.workouts.filter((x) => x.workoutDetails.sport === 'RUNNING');
    const others = offline.workouts.filter((x) => x.workoutDetails.sport !== 'RUNNING');
    const lopsided = week([
      ...others,
      { day: runs[0].day, workoutDetails: session('run', 'long', 130) },
      { day: runs[1].day, workoutDetails: session('run', 'easy', 20) },
    ]);
    expect(errorsOf(lopsided, input)).toMatch(
      /the longest run session \(130 min\) is over 60 % of the week's run time/,
    );
    const lone = week([...others, { day: runs[0].day, workoutDetails: session('run', 'long', 110) }]);
    expect(errorsOf(lone, input)).toMatch(/a lone 110-min run/);
  });

  it('refuse a week without the swims and runs frequency asks for (one swim at 8 sessions)', () => {
    const swims = offline.workouts.filter((x) => x.workoutDetails.sport === 'SWIMMING');
    expect(swims.length).toBeGreaterThanOrEqual(2);
    const oneSwim = week(offline.workouts.filter((x) => x !== swims[1]));
    expect(errorsOf(oneSwim, input)).toMatch(/1 swim session\(s\); 2 a week are needed/);
  });

  it('refuse a week that delivers far less or more than the plan; only warn when the athlete asked for a change, and not when adapting', () => {
    const half = week(
      offline.workouts
        .map((x) => ({
          ...x,
          workoutDetails: session(
            x.workoutDetails.sport === 'SWIMMING' ? 'swim' : x.workoutDetails.sport === 'CYCLING' ? 'bike' : 'run',
            'easy',
            25,
          ),
        }))
        .filter((x) => x.workoutDetails.sport !== 'STRENGTH_TRAINING'),
    );
    expect(errorsOf(half, input)).toMatch(/week: delivers \d+ min of the \d+ the plan asks for/);
    const asked = inputFor(athlete(), 10, { requirementsPrompt: 'an easy week please' });
    const r = checkWeek(half, weekCheckContext(asked));
    expect(r.errors.join()).not.toMatch(/delivers/);
    expect(r.warnings.join()).toMatch(/delivers/);
    const doubled = week(
      offline.workouts.map((x) =>
        x.workoutDetails.sport === 'CYCLING' ? { ...x, workoutDetails: session('bike', 'easy', 240) } : x,
      ),
    );
    expect(errorsOf(doubled, input)).toMatch(/more than the \d+ the plan asks for/);
  });

  it('refuse race week dropping its frequency and strength work in the taper', () => {
    const race = inputFor(athlete({ workoutsPerWeek: 12 }), 20);
    const opener = week([on(race, 4, session('run', 'opener', 20))]);
    expect(errorsOf(opener, race)).toMatch(/1 sessions in race week; keep at least 4/);
    const taperInput = inputFor(athlete(), 19);
    const taper = buildWeekWorkouts(taperInput);
    expect(errorsOf(taper, taperInput)).toBe('');
    const strength = buildWeekWorkouts(inputFor(athlete(), 2)).workouts.find(
      (x) => x.workoutDetails.sport === 'STRENGTH_TRAINING',
    );
    expect(strength).toBeDefined();
    const free = [0, 1, 2, 3, 4, 5, 6]
      .map((d) => addDays(taperInput.weekFirstDay, d))
      .find((d) => taper.workouts.filter((x) => x.day === d).length < 2) as string;
    const withStrength = week([
      ...taper.workouts,
      { day: free, workoutDetails: (strength as GeneratedWorkout).workoutDetails },
    ]);
    expect(errorsOf(withStrength, taperInput)).toMatch(/strength session in a taper week/);
  });
});

describe('the coaching guardrails on an AI plan', () => {
  const input = athlete();
  const plan = buildPlanOverview(input);
  const total = plan.totalWeeks;

  it('accept the offline plan', () => {
    expect(checkPlanOverview(plan, input).errors).toEqual([]);
  });

  it('refuse a taper that is far too long', () => {
    const buildEnd = addDays(planStarts, 11 * 7 - 1);
    const phases: PlanOverview['trainingPhases'] = [
      { ...plan.trainingPhases[0], phaseName: 'Base', startDate: planStarts, endDate: buildEnd },
      {
        ...plan.trainingPhases[0],
        phaseName: 'Taper',
        startDate: addDays(buildEnd, 1),
        endDate: addDays(planStarts, (total - 1) * 7 - 1),
      },
      {
        ...plan.trainingPhases[0],
        phaseName: 'Race Week',
        startDate: addDays(planStarts, (total - 1) * 7),
        endDate: input.primaryEvent.date,
      },
    ];
    expect(checkPlanOverview({ ...plan, trainingPhases: phases }, input).errors.join()).toMatch(
      /a 9-week taper; 2-3 weeks/,
    );
  });

  it('refuse a taper that hardly cuts the volume, and warn when the sessions cannot prepare for the distance', () => {
    const weekly = { ...plan.weeklyVolume };
    const peak = Object.values(weekly).reduce((m, v) => (v.swim + v.bike + v.run > m.swim + m.bike + m.run ? v : m));
    // Taper week at the peak's volume, race week at 70 %: a cut of about 15-20 %.
    weekly[String(total - 1)] = peak;
    weekly[String(total)] = {
      swim: Math.floor(peak.swim * 0.7),
      bike: Math.floor(peak.bike * 0.7),
      run: Math.floor(peak.run * 0.7),
    };
    expect(checkPlanOverview({ ...plan, weeklyVolume: weekly }, input).errors.join()).toMatch(
      /the taper cuts volume by \d+ % \(at least 30 %/,
    );
    const few = athlete({ workoutsPerWeek: 4 });
    expect(checkPlanOverview(buildPlanOverview(few), few).warnings.join()).toMatch(
      /4 sessions a week cannot fully prepare for the half distance \(at least 6\)/,
    );
  });
});
