import { addDays, buildPlanOverview, buildWeekWorkouts, weekVolume } from '@shared/training';
import { isHardWorkout } from '@shared/training/intensity';
import { levelOf } from '@shared/training/profile';
import { loadCheck, type LoadCheck } from '@shared/training/safety/load-check';
import { plannedLoad } from '@shared/training/safety/planned-load';
import type { GeneratedWorkout, PlanInput, SportVolume } from '@shared/schemas/training';

/** One week an athlete trained as planned: its workouts and the load check it was held to. */
export interface TrainedWeek {
  firstDay: string;
  workouts: GeneratedWorkout[];
  loads: number[];
  check: LoadCheck;
}

/**
 * The first `weeks` weeks of a plan for an athlete who trains exactly as planned, as the engine property test builds
 * them: 12 weeks before the plan like its first week, then each week built with the load before it as its load
 * history and checked against the safety limits with that history.
 */
export function trainAsPlanned(input: PlanInput, weeks: number): TrainedWeek[] {
  const plan = buildPlanOverview(input);
  const history = new Map<string, number>();
  const previous: SportVolume[] = [];
  const daysOf = (firstDay: string, workouts: GeneratedWorkout[]) =>
    Array.from({ length: 7 }, (_, i) => {
      const date = addDays(firstDay, i);
      const on = workouts.filter((w) => w.day === date);
      return {
        date,
        load: on.reduce((t, w) => t + plannedLoad(w.workoutDetails), 0),
        hard: on.some((w) => isHardWorkout(w.workoutDetails)),
      };
    });
  const common = { plan: input, planOverview: plan, trainingStyle: 'classic' as const, requirementsPrompt: null };
  const first = buildWeekWorkouts({ ...common, weekFirstDay: input.planStarts, previousWeeks: [] });
  for (let back = 12; back >= 1; back--)
    for (const d of daysOf(
      addDays(input.planStarts, -7 * back),
      first.workouts.map((w) => ({ ...w, day: addDays(w.day, -7 * back) })),
    ))
      history.set(d.date, d.load);
  const restDayOptional =
    input.workoutDays.length === 7 &&
    levelOf((input.fitness.swimLevel + input.fitness.bikeLevel + input.fitness.runLevel) / 3) === 'advanced';
  const out: TrainedWeek[] = [];
  for (let wk = 1; wk <= Math.min(plan.totalWeeks, weeks); wk++) {
    const firstDay = addDays(input.planStarts, (wk - 1) * 7);
    const week = buildWeekWorkouts({
      ...common,
      weekFirstDay: firstDay,
      previousWeeks: previous.map((volume) => ({ volume, compliancePercent: 100 })),
      loadHistory: Object.fromEntries(history),
    });
    const days = daysOf(firstDay, week.workouts);
    out.push({
      firstDay,
      workouts: week.workouts,
      loads: days.map((d) => d.load),
      check: loadCheck({ history, days, restDayOptional }),
    });
    for (const d of days) history.set(d.date, d.load);
    previous.push(weekVolume(week.workouts));
  }
  return out;
}
