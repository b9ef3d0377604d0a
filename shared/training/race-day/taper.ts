import { planOverviewSchema, type GeneratedWorkout, type PlanInput, type PlanOverview } from '../../schemas/training';
import type { RaceDayTaperWeek } from '../../schemas/race-day';
import { isHardWorkout } from '../guardrails/workout';
import { periodise, totalOf } from '../periodisation';
import { buildPlanOverview } from '../plan-overview';
import { textFor } from '../text/index';
import type { Lang } from '../types';
import { buildWeekWorkouts } from '../week';
import { addDays } from '../../calendar/days';
import { plannedLoad } from '../safety/planned-load';

/** Weeks between the end of the athlete's load history and the taper that the preview builds to bridge them. */
const MAX_BRIDGED_WEEKS = 6;

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
 *
 * `loadHistory` is the athlete's daily load as new weeks get it (recorded, then planned and not yet done; decision
 * record 030): each week is built against it, so it keeps the same form, strain and monotony limits. Weeks from today
 * that it does not reach (the athlete has not got them yet) are read as the engine builds them for an athlete who
 * trains as planned (at most MAX_BRIDGED_WEEKS of them, else the preview is built without the history), and each
 * taper week adds its own load for the next (decision record 031).
 */
export function taperWeeks(
  plan: PlanInput,
  storedOverview: unknown,
  lang: Lang,
  loadHistory: Readonly<Record<string, number>> | null = null,
): RaceDayTaperWeek[] {
  const parsed = planOverviewSchema.safeParse(storedOverview);
  const overview: PlanOverview = parsed.success ? parsed.data : buildPlanOverview(plan, { lang });
  const t = textFor(lang);
  const periodised = periodise(plan).weeks;
  const weeks = periodised.filter((w) => w.phase === 'taper' || w.phase === 'race');
  const history: Record<string, number> | null = loadHistory ? { ...loadHistory } : null;
  const build = (w: (typeof periodised)[number], against: Record<string, number> | null) => {
    const built = buildWeekWorkouts({
      plan,
      planOverview: overview,
      weekFirstDay: w.firstDay,
      weekNumber: w.week,
      trainingStyle: 'classic',
      fitness: plan.fitness,
      lang,
      loadHistory: against,
    });
    if (against)
      for (let i = 0; i < 7; i++) {
        const day = addDays(w.firstDay, i);
        const on = built.workouts.filter((x) => x.day === day);
        against[day] = on.reduce((sum, x) => sum + plannedLoad(x.workoutDetails), 0);
      }
    return built;
  };
  const known = history
    ? Object.keys(history)
        .filter((day) => history[day] > 0)
        .sort()
        .at(-1)
    : undefined;
  const between = periodised.filter(
    (w) => !!known && w.firstDay > known && w.firstDay >= plan.today && w.firstDay < (weeks[0]?.firstDay ?? ''),
  );
  // A history that ends long before the taper says little about the athlete then: the preview is built without it
  // (the weeks get it when they are built), and the engine is not run over a whole plan on one request.
  const against = between.length <= MAX_BRIDGED_WEEKS ? history : null;
  if (against) for (const w of between) build(w, against);
  return weeks.map((w) => {
    const built = build(w, against);
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
