import { planOverviewSchema, type GeneratedWorkout, type PlanInput, type PlanOverview } from '../../schemas/training';
import type { RaceDayTaperWeek } from '../../schemas/race-day';
import { isHardWorkout } from '../guardrails/workout';
import { periodise, totalOf } from '../periodisation';
import { buildPlanOverview } from '../plan-overview';
import { textFor } from '../text/index';
import type { Lang } from '../types';
import { buildWeekWorkouts } from '../week';

/** The race week keeps everything (a few openers); a taper week its quality sessions and the longest of each sport. */
function keySessions(workouts: GeneratedWorkout[], raceWeek: boolean): GeneratedWorkout[] {
  if (raceWeek) return workouts;
  const longest = new Map<string, GeneratedWorkout>();
  for (const w of workouts) {
    const best = longest.get(w.workoutDetails.sport);
    if (!best || w.workoutDetails.estimatedDurationInSecs > best.workoutDetails.estimatedDurationInSecs)
      longest.set(w.workoutDetails.sport, w);
  }
  return workouts.filter((w) => isHardWorkout(w.workoutDetails) || longest.get(w.workoutDetails.sport) === w);
}

/**
 * The taper and race weeks of the plan's periodisation with their key sessions, built by the same engine that
 * builds the athlete's weeks (from the stored overview when it is well-formed, else the offline coach's).
 */
export function taperWeeks(plan: PlanInput, storedOverview: unknown, lang: Lang): RaceDayTaperWeek[] {
  const parsed = planOverviewSchema.safeParse(storedOverview);
  const overview: PlanOverview = parsed.success ? parsed.data : buildPlanOverview(plan, { lang });
  const t = textFor(lang);
  const weeks = periodise(plan).weeks.filter((w) => w.phase === 'taper' || w.phase === 'race');
  return weeks.map((w) => {
    const built = buildWeekWorkouts({
      plan,
      planOverview: overview,
      weekFirstDay: w.firstDay,
      weekNumber: w.week,
      trainingStyle: 'classic',
      fitness: plan.fitness,
      lang,
    });
    // Taper and race weeks carry no strength work (decision record 013, rule 8): the key sessions are race sports.
    const sessions = keySessions(built.workouts, w.phase === 'race').flatMap(({ day, workoutDetails: x }) =>
      x.sport === 'STRENGTH_TRAINING'
        ? []
        : [
            {
              day,
              sport: x.sport,
              name: x.workoutName,
              minutes: Math.round(x.estimatedDurationInSecs / 60),
              description: x.description,
            },
          ],
    );
    const planned = built.workouts.reduce((sum, x) => sum + x.workoutDetails.estimatedDurationInSecs / 60, 0);
    return {
      week: w.week,
      firstDay: w.firstDay,
      lastDay: w.lastDay,
      phase: t.plan.phaseName[w.phase],
      totalMinutes: Math.round(planned || totalOf(w.volume)),
      sessions,
    };
  });
}
