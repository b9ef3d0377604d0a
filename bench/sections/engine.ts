import { performance } from 'node:perf_hooks';
import type { PlanInput } from '@shared/schemas/training';
import { buildPlanOverview, buildWeekWorkouts, checkPlanOverview, checkWeek } from '@shared/training';
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
  const warm = median(engine);
  const base = median(baseline);
  const p95 = [...engine].sort((a, b) => a - b)[Math.floor(engine.length * 0.95)];
  table(
    ['measure', 'time', 'vs JSON round-trip', `budget ${BUDGET_MS} ms`],
    [
      ['plan (30 wk, full) + 1 week, first call', ms(cold), ratio(cold, base), verdict(cold, BUDGET_MS)],
      [`same, median of ${RUNS}`, ms(warm), ratio(warm, base), verdict(warm, BUDGET_MS)],
      [`same, p95 of ${RUNS}`, ms(p95), ratio(p95, base), verdict(p95, BUDGET_MS)],
      ['baseline: JSON round-trip of the result, median', ms(base), '1.00x', ''],
    ],
  );
  console.log(`  output: ${JSON.stringify(result).length} characters, ${result.week.workouts.length} workouts`);
}

export const section: BenchSection = {
  name: 'engine',
  description:
    'offline coach: 30-week full-distance plan + one week of workouts, guardrails included; baseline JSON round-trip',
  run,
};
export default section;
