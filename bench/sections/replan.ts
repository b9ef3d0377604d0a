import { performance } from 'node:perf_hooks';
import type { Availability } from '@shared/schemas/availability';
import { addDays } from '@shared/calendar/days';
import { replanWeek, type ReplanSession } from '@shared/training/replan';
import { loadCheck } from '@shared/training/safety/load-check';
import { median, ms, ratio, table, verdict, type BenchSection } from '../lib/report';

const BUDGET_MS = 50;
const RUNS = Number(process.env.BENCH_REPLAN_RUNS ?? 200);
const MONDAY = '2027-03-01';

/**
 * A 14-session week on Wednesday: the long ride was skipped, Friday became a blackout, the athlete holds five
 * two-session days, a pool on two days and minutes on every day; 12 weeks of history. The hardest case the
 * engine meets: every session is tried against every day and the safety limits.
 */
function scenario() {
  const sports = ['RUNNING', 'CYCLING', 'SWIMMING'] as const;
  const sessions: ReplanSession[] = Array.from({ length: 14 }, (_, i) => ({
    id: `w${i}`,
    day: addDays(MONDAY, Math.floor(i / 2)),
    sport: sports[i % 3],
    minutes: i === 4 ? 180 : 40 + (i % 4) * 15,
    hard: i % 5 === 1,
    load: i === 4 ? 160 : 40 + (i % 4) * 12,
    status: i < 4 ? 'done' : i === 4 ? 'skipped' : 'planned',
  }));
  const availability: Availability = {
    minutesByWeekday: {
      monday: 90,
      tuesday: 120,
      wednesday: 120,
      thursday: 150,
      friday: 90,
      saturday: 300,
      sunday: 240,
    },
    twoSessionDays: ['tuesday', 'wednesday', 'thursday', 'saturday', 'sunday'],
    poolDays: ['wednesday', 'saturday'],
    blackouts: [{ from: addDays(MONDAY, 4), to: addDays(MONDAY, 4), note: 'work trip' }],
  };
  const history = new Map(
    Array.from({ length: 84 }, (_, i) => [addDays(MONDAY, -84 + i), i % 7 === 0 ? 0 : 60 + (i % 5) * 10] as const),
  );
  return { today: addDays(MONDAY, 2), firstDay: MONDAY, sessions, availability, history };
}

function time<T>(fn: () => T): [number, T] {
  const t0 = performance.now();
  const out = fn();
  return [performance.now() - t0, out];
}

async function run(): Promise<void> {
  const input = scenario();
  const days = Array.from({ length: 7 }, (_, i) => ({ date: addDays(MONDAY, i), load: 60, hard: i === 2 }));
  const [cold, result] = time(() => replanWeek(input));
  const engine: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    engine.push(time(() => replanWeek(input))[0]);
    baseline.push(time(() => loadCheck({ history: input.history, days }))[0]);
  }
  const warm = median(engine);
  const base = median(baseline);
  const p95 = [...engine].sort((a, b) => a - b)[Math.floor(engine.length * 0.95)];
  table(
    ['measure', 'time', 'vs one load check', `budget ${BUDGET_MS} ms`],
    [
      ['re-plan, 14-session week, first call', ms(cold), ratio(cold, base), verdict(cold, BUDGET_MS)],
      [`same, median of ${RUNS}`, ms(warm), ratio(warm, base), verdict(warm, BUDGET_MS)],
      [`same, p95 of ${RUNS}`, ms(p95), ratio(p95, base), verdict(p95, BUDGET_MS)],
      ['baseline: one load check of the week, median', ms(base), '1.00x', ''],
    ],
  );
  console.log(
    `  changes proposed: ${result.changes.length} (${result.changes.map((c) => `${c.kind} ${c.workoutId} ${c.reason}`).join(', ')})`,
  );
}

export const section: BenchSection = {
  name: 'replan',
  description:
    're-plan the rest of a 14-session week (skipped long ride, a blackout, availability, 12 weeks of history); baseline one load check',
  run,
};
export default section;
