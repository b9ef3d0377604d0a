import { dailyLoads, loadNeededFrom, loadOn } from '@shared/progress/load-on';
import { loadHistoryBefore, type PlannedDay } from '@shared/training/safety/load-history';
import { addDays } from '@shared/calendar/days';
import { heartRateProfile } from '@shared/progress/load';
import type { Fitness, PlanInput, PlanOverview } from '@shared/schemas/training';
import { weekVolume } from '@shared/training/guardrails/week-volume';
import type { AdaptationInput } from '@shared/training/adaptation';
import type { PreviousWeek, WeekBuildInput } from '@shared/training/types';
import type { Db } from '../../db/client';
import { createActivityRepository } from '../activities/activity-repository';
import { toRawActivity } from '../activities/raw-activity';
import { createFitnessRepository } from '../accounts/fitness-repository';
import { createThresholdRepository } from '../thresholds/threshold-repository';
import { createUserRepository } from '../accounts/user-repository';
import type { PlanRecord } from '../plans/plan-record';
import { createReadinessRepository } from '../readiness/readiness-repository';
import { createWorkoutRepository } from '../workouts/workout-repository';
import { createWeekRepository } from './week-repository';
import { livedWeek } from './lived-week';
import { knownCompliance } from '@shared/training/adaptation/compliance';
import type { WeekRecord } from './week-record';

/** Assumed levels for an athlete who skipped the assessment (as the plan generation assumes). */
export const DEFAULT_FITNESS: Fitness = { swimLevel: 40, bikeLevel: 40, runLevel: 40 };

export async function latestFitness(db: Db, userId: string): Promise<Fitness> {
  const latest = await createFitnessRepository(db).latest(userId);
  return latest
    ? { swimLevel: latest.swimLevel, bikeLevel: latest.bikeLevel, runLevel: latest.runLevel }
    : DEFAULT_FITNESS;
}

export async function userLang(db: Db, userId: string): Promise<'en' | 'pl'> {
  return (await createUserRepository(db).findById(userId))?.lang === 'pl' ? 'pl' : 'en';
}

export function planInputOf(plan: PlanRecord, fitness: Fitness, today: string): PlanInput {
  return {
    primaryEvent: { ...plan.primaryGoal },
    secondaryEvents: plan.secondaryGoals.map((g) => ({ ...g })),
    fitness,
    workoutDays: plan.workoutDays,
    workoutsPerWeek: plan.workoutsPerWeek,
    trainingPreferences: plan.trainingPreferences || null,
    personalDescription: plan.personalDescription || null,
    planStarts: plan.planStarts,
    today,
    currentTraining: plan.startingPoint ?? null,
  };
}

/**
 * The engine's input for one week (the plan, its overview, the last two lived weeks' volume and compliance) and the
 * adaptation's (what the athlete did in those weeks, their notes, their form on the day).
 */
export async function weekPlanningInput(
  db: Db,
  plan: PlanRecord,
  week: Pick<WeekRecord, 'userId' | 'firstDay' | 'trainingStyle' | 'requirementsPrompt'>,
  today: string,
  /** The athlete's weeks, when the caller has already read them. */
  allWeeks?: WeekRecord[],
): Promise<{ build: WeekBuildInput; adaptation: AdaptationInput }> {
  const weeks = createWeekRepository(db);
  const workouts = createWorkoutRepository(db);
  const formDay = week.firstDay < today ? week.firstDay : today;
  const activityRepository = createActivityRepository(db);
  const [fitness, thresholds, user, earlierWeeks, activities, lastAutomaticDay] = await Promise.all([
    latestFitness(db, week.userId),
    createThresholdRepository(db).get(week.userId),
    createUserRepository(db).findById(week.userId),
    allWeeks ?? weeks.list(week.userId),
    activityRepository.list(week.userId, { fromIso: loadNeededFrom(formDay), toIso: `${formDay}T23:59:59.999Z` }, 1000),
    activityRepository.lastAutomaticDay(week.userId),
  ]);
  const earlier = earlierWeeks
    .filter((w) => w.trainingPlanId === plan.id && !w.deleted && w.status === 'ready' && w.firstDay < week.firstDay)
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay))
    .slice(-2);
  const heartRate = heartRateProfile(thresholds, user?.birthdate, today);
  const previousWeeks: PreviousWeek[] = [];
  const lived: AdaptationInput['lived'] = [];
  const plannedBefore: PlannedDay[] = [];
  for (const w of earlier) {
    const list = (await workouts.listByWeek(week.userId, w.id)) ?? [];
    plannedBefore.push(...list);
    const volume = weekVolume(list.map((x) => ({ day: x.day ?? w.firstDay, workoutDetails: x.workoutDetails })));
    const livedOne = livedWeek(w, list, activities, heartRate, { today, lastAutomaticDay });
    // A summarised week's compliance counts only what is known: sessions not reported or skipped for lack of time
    // or travel do not keep the load from rising.
    previousWeeks.push({ volume, compliancePercent: w.summary ? knownCompliance(livedOne, today) : null });
    lived.push(livedOne);
  }
  const lastLived = earlier.at(-1);
  // The readiness proposals of the last lived week and what the athlete chose (accept or keep), for the adaptation.
  const readinessDays = lastLived
    ? await createReadinessRepository(db).range(week.userId, lastLived.firstDay, addDays(lastLived.firstDay, 6))
    : [];
  const readiness = readinessDays.flatMap((d) =>
    d.decision ? [{ date: d.date, kind: d.decision.kind, choice: d.decision.choice, verdict: d.decision.verdict }] : [],
  );
  const memories = lastLived?.memories ?? [];
  const prompt = [week.requirementsPrompt, ...memories.map((m) => `Note from last week: ${m}`)]
    .filter(Boolean)
    .join('\n');
  const lang = user?.lang === 'pl' ? 'pl' : 'en';
  // Logged sessions count by their RPE and power rides by their power, as on the progress page.
  const raw = activities.map(toRawActivity);
  const load = loadOn(raw, heartRate, formDay, thresholds.ftp ?? null);
  // The load check's history for the week: recorded days, then what is planned until the week begins (record 030).
  const paces = { runThresholdPace: thresholds.runThresholdPace, swimCss: thresholds.swimCss };
  const recorded = dailyLoads(raw, heartRate, thresholds.ftp ?? null);
  const loadHistory = loadHistoryBefore(recorded, plannedBefore, today, week.firstDay, paces);
  return {
    build: {
      plan: planInputOf(plan, fitness, today),
      planOverview: plan.planOverview as unknown as PlanOverview,
      weekFirstDay: week.firstDay,
      trainingStyle: week.trainingStyle,
      requirementsPrompt: prompt || null,
      previousWeeks,
      fitness,
      lang,
      thresholds: { runThresholdPace: thresholds.runThresholdPace, swimCss: thresholds.swimCss, ftp: thresholds.ftp },
      loadHistory,
    },
    adaptation: { lived, readiness, form: load.settled ? load.form : null, fitness: load.fitness, today, lang },
  };
}

/**
 * The athlete's daily load before `before` as weekPlanningInput gives it to a new week (decision record 030): the
 * recorded load of their activities, then from today the planned load of the plan's sessions not done and not
 * skipped. For the weeks previewed ahead of time (the race-day taper).
 */
export async function planLoadHistory(
  db: Db,
  plan: PlanRecord,
  userId: string,
  before: string,
  today: string,
): Promise<Record<string, number>> {
  const activityRepository = createActivityRepository(db);
  const workouts = createWorkoutRepository(db);
  const [thresholds, user, allWeeks, activities] = await Promise.all([
    createThresholdRepository(db).get(userId),
    createUserRepository(db).findById(userId),
    createWeekRepository(db).list(userId),
    activityRepository.list(userId, { fromIso: loadNeededFrom(today), toIso: `${today}T23:59:59.999Z` }, 1000),
  ]);
  const ahead = allWeeks.filter(
    (w) =>
      w.trainingPlanId === plan.id &&
      !w.deleted &&
      w.status === 'ready' &&
      w.firstDay < before &&
      addDays(w.firstDay, 6) >= today,
  );
  const planned: PlannedDay[] = (
    await Promise.all(ahead.map(async (w) => (await workouts.listByWeek(userId, w.id)) ?? []))
  ).flat();
  const heartRate = heartRateProfile(thresholds, user?.birthdate, today);
  const recorded = dailyLoads(activities.map(toRawActivity), heartRate, thresholds.ftp ?? null);
  const paces = { runThresholdPace: thresholds.runThresholdPace, swimCss: thresholds.swimCss };
  return loadHistoryBefore(recorded, planned, today, before, paces);
}

/** weekPlanningInput as a reader the services take (built over the table by the composition, like a repository). */
export function createWeekPlanningReader(db: Db) {
  return {
    input: (...args: Parameters<typeof weekPlanningInput> extends [Db, ...infer Rest] ? Rest : never) =>
      weekPlanningInput(db, ...args),
  };
}

export type WeekPlanningReader = ReturnType<typeof createWeekPlanningReader>;
