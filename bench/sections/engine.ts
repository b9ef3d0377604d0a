import { performance } from 'node:perf_hooks';
import type { PlanInput } from '@shared/schemas/training';
import { addDays, buildPlanOverview, buildWeekWorkouts, checkPlanOverview, checkWeek } from '@shared/training';
import { plannedLoad } from '@shared/training/safety/planned-load';
import { median, ms, ratio, table, verdict, type BenchSection } from '../lib/report';

const BUDGET_MS = 50;
const RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 50);

/** A 30-week full-distance plan (planStarts to race day) with a B-race, 9 sessions a week. */
const input: PlanInput = {
  primaryEvent: {
    name: 'Ironman',
    date: '2027-06-27',
    type: 'full',
    swimDistance: 3800,
    bikeDistance: 180,
    runDistance: 42.2,
    bikeElevation: 1500,
    runElevation: 100,
  },
  secondaryEvents: [
    {
      name: 'Half',
      date: '2027-05-01',
      type: 'half',
      swimDistance: 1900,
      bikeDistance: 90,
      runDistance: 21.1,
      bikeElevation: null,
      runElevation: null,
    },
  ],
  fitness: { swimLevel: 45, bikeLevel: 60, runLevel: 55 },
  workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  workoutsPerWeek: 9,
  trainingPreferences: null,
  personalDescription: null,
  planStarts: '2026-11-30',
  today: '2026-11-22',
};

/** Plan + one build week, each checked by the guardrails (what the offline coach does per request). */
function planAndWeek() {
  const plan = buildPlanOverview(input);
  const week = buildWeekWorkouts({
    plan: input,
    planOverview: plan,
    weekFirstDay: '2027-03-29',
    trainingStyle: 'classic',
  });
  const ok =
    checkPlanOverview(plan, input).ok &&
    checkWeek(week, {
      weekFirstDay: '2027-03-29',
      workoutDays: input.workoutDays,
      workoutsPerWeek: input.workoutsPerWeek,
    }).ok;
  if (plan.totalWeeks !== 30 || !ok) throw new Error('engine produced an invalid 30-week plan or week');
  return { plan, week };
}

/**
 * A week the load check reshapes (decision records 029, 030): an advanced Olympic-distance athlete on 7 days with 14
 * sessions, built with 12 weeks of load history (the athlete trained this week's shape before).
 */
function reshapedWeekInput() {
  const athlete: PlanInput = {
    ...input,
    primaryEvent: { ...input.primaryEvent, name: 'Olympic', type: 'olympic', swimDistance: 1500, bikeDistance: 40 },
    secondaryEvents: [],
    fitness: { swimLevel: 80, bikeLevel: 85, runLevel: 80 },
    workoutDays: [...input.workoutDays, 'sunday'],
    workoutsPerWeek: 14,
  };
  const week = {
    plan: athlete,
    planOverview: buildPlanOverview(athlete),
    weekFirstDay: athlete.planStarts,
    trainingStyle: 'classic' as const,
  };
  const loadHistory: Record<string, number> = {};
  for (let back = 12; back >= 1; back--)
    for (const w of buildWeekWorkouts(week).workouts) {
      const day = addDays(w.day, -7 * back);
      loadHistory[day] = (loadHistory[day] ?? 0) + plannedLoad(w.workoutDetails);
    }
  return { ...week, loadHistory };
}

function time<T>(fn: () => T): [number, T] {
  const t0 = performance.now();
  const out = fn();
  return [performance.now() - t0, out];
}

async function run(): Promise<void> {
  const [cold, result] = time(planAndWeek);
  const engine: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    engine.push(time(planAndWeek)[0]);
    baseline.push(time(() => JSON.parse(JSON.stringify(result)))[0]);
  }
  const reshapeInput = reshapedWeekInput();
  const reshaped: number[] = [];
  for (let i = 0; i < RUNS; i++) reshaped.push(time(() => buildWeekWorkouts(reshapeInput))[0]);
  const reshapedMedian = median(reshaped);
  const reshapedP95 = [...reshaped].sort((a, b) => a - b)[Math.floor(reshaped.length * 0.95)];
  const warm = median(engine);
  const base = median(baseline);
  const p95 = [...engine].sort((a, b) => a - b)[Math.floor(engine.length * 0.95)];
  table(
    ['measure', 'time', 'vs JSON round-trip', `budget ${BUDGET_MS} ms`],
    [
      ['plan (30 wk, full) + 1 week, first call', ms(cold), ratio(cold, base), verdict(cold, BUDGET_MS)],
      [`same, median of ${RUNS}`, ms(warm), ratio(warm, base), verdict(warm, BUDGET_MS)],
      [`same, p95 of ${RUNS}`, ms(p95), ratio(p95, base), verdict(p95, BUDGET_MS)],
      [
        `reshaped week (olympic, 7 days, 14 sessions, load history), median of ${RUNS}`,
        ms(reshapedMedian),
        ratio(reshapedMedian, base),
        verdict(reshapedMedian, BUDGET_MS),
      ],
      [`same, p95 of ${RUNS}`, ms(reshapedP95), ratio(reshapedP95, base), verdict(reshapedP95, BUDGET_MS)],
      ['baseline: JSON round-trip of the result, median', ms(base), '1.00x', ''],
    ],
  );
  console.log(`  output: ${JSON.stringify(result).length} characters, ${result.week.workouts.length} workouts`);
}

export const section: BenchSection = {
  name: 'engine',
  description:
    'offline coach: 30-week full-distance plan + one week of workouts, guardrails included, and a week the load check reshapes; baseline JSON round-trip',
  run,
};
export default section;
