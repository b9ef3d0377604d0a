import { dailyLoads } from '@shared/progress/load-on';
import { heartRateProfile } from '@shared/progress/load';
import { WARM_UP_DAYS } from '@shared/progress/training-load';
import type { LoadCheckView } from '@shared/schemas/load-check';
import { addDays } from '@shared/training/dates';
import { isHardWorkout } from '@shared/training/intensity';
import { levelOf } from '@shared/training/profile';
import { loadCheck } from '@shared/training/safety/load-check';
import { plannedLoad } from '@shared/training/safety/planned-load';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createActivityRepository } from '../activities/activity-repository';
import { toRawActivity } from '../activities/raw-activity';
import { createUserRepository } from '../accounts/user-repository';
import { createPlanRepository } from '../plans/plan-repository';
import { createThresholdRepository } from '../thresholds/threshold-repository';
import { createWorkoutRepository } from '../workouts/workout-repository';
import { latestFitness } from './week-build-input';
import { createWeekRepository } from './week-repository';

const WEEK_NOT_FOUND = 'Week not found';
/** Enough activities for the fitness warm-up of a busy athlete (two sessions a day for 12 weeks and the week). */
const ACTIVITIES_READ = 400;

/**
 * The week against the safety limits: what was recorded on the days gone by, what is planned from today on (a
 * skipped session plans nothing; a finished one counts by its recorded activity), with the 12 weeks before as history.
 */
export function createLoadCheckService({ db, clock }: { db: Db; clock: Clock }) {
  const weeks = createWeekRepository(db);
  const workouts = createWorkoutRepository(db);
  const activities = createActivityRepository(db);
  return {
    async forWeek(userId: string, weekId: string): Promise<LoadCheckView> {
      const week = await weeks.get(userId, weekId);
      if (!week || week.deleted) throw notFound(WEEK_NOT_FOUND);
      const today = clock().toISOString().slice(0, 10);
      const lastDay = addDays(week.firstDay, 6);
      const [list, recorded, thresholds, user, plan, fitness] = await Promise.all([
        workouts.listByWeek(userId, weekId),
        activities.list(userId, { fromIso: addDays(week.firstDay, -WARM_UP_DAYS), toIso: `${lastDay}T23:59:59.999Z` }, ACTIVITIES_READ),
        createThresholdRepository(db).get(userId),
        createUserRepository(db).findById(userId),
        createPlanRepository(db).findById(userId, week.trainingPlanId),
        latestFitness(db, userId),
      ]);
      const heartRate = heartRateProfile(thresholds, user?.birthdate, today);
      const daily = dailyLoads(recorded.map(toRawActivity), heartRate, thresholds.ftp ?? null);
      const history = new Map([...daily].filter(([day]) => day < week.firstDay));
      const paces = { runThresholdPace: thresholds.runThresholdPace, swimCss: thresholds.swimCss };
      const planned = (list ?? []).filter((w) => w.report?.status !== 'skipped');

      const days = Array.from({ length: 7 }, (_, i) => {
        const date = addDays(week.firstDay, i);
        const onDay = planned.filter((w) => w.day === date);
        const ahead = date >= today ? onDay.filter((w) => !w.isCompleted) : [];
        const load = (daily.get(date) ?? 0) + ahead.reduce((t, w) => t + plannedLoad(w.workoutDetails, paces), 0);
        return { date, load, hard: onDay.some((w) => isHardWorkout(w.workoutDetails)) };
      });
      const averageLevel = (fitness.swimLevel + fitness.bikeLevel + fitness.runLevel) / 3;
      const restDayOptional = (plan?.workoutDays.length ?? 0) === 7 && levelOf(averageLevel) === 'advanced';
      return { weekId, firstDay: week.firstDay, plannedFrom: today > week.firstDay ? today : week.firstDay, checks: loadCheck({ history, days, restDayOptional }) };
    },
  };
}

export type LoadCheckService = ReturnType<typeof createLoadCheckService>;
