import { dailyLoads } from '@shared/progress/load-on';
import { heartRateProfile } from '@shared/progress/load';
import { WARM_UP_DAYS } from '@shared/progress/training-load';
import { addDays } from '@shared/calendar/days';
import { levelOf } from '@shared/training/profile';
import type { Db } from '../../db/client';
import { createActivityRepository } from '../activities/activity-repository';
import { toRawActivity } from '../activities/raw-activity';
import { createUserRepository } from '../accounts/user-repository';
import { createPlanRepository } from '../plans/plan-repository';
import { createThresholdRepository } from '../thresholds/threshold-repository';
import { createWorkoutRepository } from '../workouts/workout-repository';
import { latestFitness } from './week-build-input';
import type { WeekRecord } from './week-record';

/** Enough activities for the fitness warm-up of a busy athlete (two sessions a day for 12 weeks and the week). */
const ACTIVITIES_READ = 400;

/**
 * What the safety limits read of a week: its workouts, the daily load recorded (the week's and the 12 weeks
 * before as history), the athlete's paces for planned load, their plan's training days and whether a rest day is optional.
 */
export async function readWeekLoad(db: Db, userId: string, week: WeekRecord, today: string) {
  const lastDay = addDays(week.firstDay, 6);
  const [list, recorded, thresholds, user, plan, fitness] = await Promise.all([
    createWorkoutRepository(db).listByWeek(userId, week.id),
    createActivityRepository(db).list(
      userId,
      { fromIso: addDays(week.firstDay, -WARM_UP_DAYS), toIso: `${lastDay}T23:59:59.999Z` },
      ACTIVITIES_READ,
    ),
    createThresholdRepository(db).get(userId),
    createUserRepository(db).findById(userId),
    createPlanRepository(db).findById(userId, week.trainingPlanId),
    latestFitness(db, userId),
  ]);
  const heartRate = heartRateProfile(thresholds, user?.birthdate, today);
  const daily = dailyLoads(recorded.map(toRawActivity), heartRate, thresholds.ftp ?? null);
  const history = new Map([...daily].filter(([day]) => day < week.firstDay));
  const paces = { runThresholdPace: thresholds.runThresholdPace, swimCss: thresholds.swimCss };
  const averageLevel = (fitness.swimLevel + fitness.bikeLevel + fitness.runLevel) / 3;
  const restDayOptional = (plan?.workoutDays.length ?? 0) === 7 && levelOf(averageLevel) === 'advanced';
  return {
    workouts: list ?? [],
    daily,
    history,
    paces,
    restDayOptional,
    trainingDays: plan?.workoutDays ?? null,
    lang: user?.lang === 'pl' ? ('pl' as const) : ('en' as const),
  };
}

/** readWeekLoad as a reader the services take (built over the table by the composition, like a repository). */
export function createWeekLoadReader(db: Db) {
  return { read: (userId: string, week: WeekRecord, today: string) => readWeekLoad(db, userId, week, today) };
}

export type WeekLoadReader = ReturnType<typeof createWeekLoadReader>;
