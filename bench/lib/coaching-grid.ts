import type { GeneratedWeek, PlanInput, PlanOverview, SportVolume, Weekday } from '@shared/schemas/training';
import { addDays, buildPlanOverview, buildWeekWorkouts, weekVolume, weekdayOf } from '@shared/training';
import { isHardWorkout } from '@shared/training/intensity';
import { pacesFor, type SportKey } from '@shared/training/profile';
import { flatSteps, stepSeconds } from '@shared/training/guardrails/workout-limits';
import { phaseForWeek } from '@shared/training/week-context';
import { isThresholdStep } from '@shared/training/intensity';

/** The coaching bench's fixed grid and what it measures of one plan and its weeks to race day. */
export const DISTANCES = {
  sprint: [750, 20, 5],
  olympic: [1500, 40, 10],
  half: [1900, 90, 21.1],
  full: [3800, 180, 42.2],
} as const;
export type Dist = keyof typeof DISTANCES;
export const LEVELS = { beginner: 25, advanced: 75 } as const;
export const DAYS: Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export function athlete(
  distance: Dist,
  level: keyof typeof LEVELS,
  weeks: number,
  sessions: number,
  days: Weekday[] = DAYS,
): PlanInput {
  const planStarts = '2027-01-04';
  const [swim, bike, run] = DISTANCES[distance];
  const f = LEVELS[level];
  return {
    primaryEvent: {
      name: `${distance} race`,
      date: addDays(planStarts, (weeks - 1) * 7 + 6),
      type: distance,
      swimDistance: swim,
      bikeDistance: bike,
      runDistance: run,
      bikeElevation: null,
      runElevation: null,
    },
    secondaryEvents: [],
    fitness: { swimLevel: f, bikeLevel: f, runLevel: f },
    workoutDays: days,
    workoutsPerWeek: sessions,
    trainingPreferences: null,
    personalDescription: null,
    planStarts,
    today: addDays(planStarts, -3),
  };
}

export interface WeekFacts {
  week: number;
  phase: string;
  planned: SportVolume;
  delivered: SportVolume;
  count: Record<SportKey, number>;
  longest: Record<SportKey, number>;
  hard: number;
  hardPairs: number;
  /** Strength and mobility sessions (not swim, bike or run). */
  strength: number;
  easySecs: number;
  totalSecs: number;
}

const KEY = { SWIMMING: 'swim', CYCLING: 'bike', RUNNING: 'run' } as const;

export function weekFacts(input: PlanInput, plan: PlanOverview, week: number, built: GeneratedWeek): WeekFacts {
  const paces = pacesFor(input.fitness);
  const count = { swim: 0, bike: 0, run: 0 };
  const longest = { swim: 0, bike: 0, run: 0 };
  let easySecs = 0;
  let totalSecs = 0;
  const hardDays = new Set<string>();
  let hard = 0;
  let strength = 0;
  for (const w of built.workouts) {
    const d = w.workoutDetails;
    if (d.sport === 'STRENGTH_TRAINING') {
      strength += 1;
      continue;
    }
    const k = KEY[d.sport as keyof typeof KEY];
    if (!k) continue;
    count[k] += 1;
    longest[k] = Math.max(longest[k], d.estimatedDurationInSecs / 60);
    if (isHardWorkout(d, paces)) {
      hard += 1;
      hardDays.add(w.day);
    }
    for (const s of d.steps) {
      const reps = s.type === 'WorkoutRepeatStep' ? s.repeatValue : 1;
      for (const c of flatSteps([s])) {
        const secs = stepSeconds(c, d.sport) * reps;
        totalSecs += secs;
        const zone3 = c.targetType === 'HEART_RATE' && c.targetValue === 3;
        const moderatePace =
          (c.targetType === 'PACE' || c.targetType === 'SPEED') && c.intensity === 'ACTIVE' && !!c.targetValueLow;
        if (!isThresholdStep(c, d.sport, paces) && !zone3 && !(moderatePace && paceZone3(c, d.sport, paces)))
          easySecs += secs;
      }
    }
  }
  const days = [...hardDays].sort();
  const hardPairs = days.filter((d, i) => i > 0 && addDays(days[i - 1], 1) === d).length;
  const first = addDays(input.planStarts, (week - 1) * 7);
  return {
    week,
    phase: phaseForWeek(plan, first).name,
    planned: plan.weeklyVolume[String(week)],
    delivered: weekVolume(built.workouts),
    count,
    longest,
    hard,
    hardPairs,
    strength,
    easySecs,
    totalSecs,
  };
}

/** Zone 3 by pace/speed: 85-95 % of threshold speed (Friel's run zone 3 is 88-94 %, CSS +3-7 s). */
function paceZone3(
  c: { targetValueLow: number | null; targetValueHigh: number | null },
  sport: keyof typeof KEY,
  paces: ReturnType<typeof pacesFor>,
): boolean {
  const mid = ((c.targetValueLow ?? 0) + (c.targetValueHigh ?? 0)) / 2;
  const t = sport === 'RUNNING' ? paces.runThreshold : sport === 'CYCLING' ? paces.bikeThreshold : paces.swimCss;
  return mid >= t * (sport === 'SWIMMING' ? 0.93 : 0.85);
}

/** The plan and every week to race day, each week built after the ones before it (what the product does). */
export function simulate(input: PlanInput): { plan: PlanOverview; weeks: WeekFacts[] } {
  const plan = buildPlanOverview(input);
  const weeks: WeekFacts[] = [];
  const previous: SportVolume[] = [];
  for (let wk = 1; wk <= plan.totalWeeks; wk++) {
    const weekFirstDay = addDays(input.planStarts, (wk - 1) * 7);
    const built = buildWeekWorkouts({
      plan: input,
      planOverview: plan,
      weekFirstDay,
      trainingStyle: 'classic',
      previousWeeks: previous.map((volume) => ({ volume, compliancePercent: 100 })),
    });
    const facts = weekFacts(input, plan, wk, built);
    weeks.push(facts);
    previous.push(facts.delivered);
  }
  return { plan, weeks };
}

export const minutesOf = (v: SportVolume) => v.swim + v.bike + v.run;
export const weekdayName = weekdayOf;
