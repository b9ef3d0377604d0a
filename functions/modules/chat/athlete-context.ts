import { planOverviewSchema, workoutDetailsSchema } from '@shared/schemas/training';
import { daysBetween } from '@shared/calendar/days';
import type { Lang } from '@shared/training/types';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AthleteContext } from '../../providers/ai/chat-types';
import { createFitnessRepository } from '../accounts/fitness-repository';
import { createUserRepository } from '../accounts/user-repository';
import { createPlanRepository } from '../plans/plan-repository';
import { createWeekRepository } from '../weeks/week-repository';
import { createAthleteDataRepository } from './athlete-data-repository';

const RECENT_ACTIVITIES = 20;

/** Builds what the coach knows about an athlete from stored data only; missing parts are null. */
export function createAthleteContextReader(db: Db, clock: Clock) {
  const users = createUserRepository(db);
  const fitness = createFitnessRepository(db);
  const plans = createPlanRepository(db);
  const weeks = createWeekRepository(db);
  const data = createAthleteDataRepository(db);

  /** The plan as the coach quotes it, in the athlete's language now (not the one the plan was made in). */
  async function planContext(userId: string, today: string, lang: Lang): Promise<AthleteContext['plan']> {
    const plan = (await plans.list(userId)).find((p) => p.active);
    if (!plan) return null;
    const parsed = planOverviewSchema.safeParse(plan.planOverview);
    // The plan's prose in both languages loads with the first chat turn that has a plan, not with the group's bundle.
    const overview = parsed.success
      ? {
          ...parsed.data,
          ...(await import('@shared/training/plan-overview-language')).overviewInLanguage(parsed.data, lang),
        }
      : null;
    const phases = overview?.trainingPhases ?? [];
    const phase = phases.find((p) => p.startDate <= today && today <= p.endDate) ?? null;
    const weekNumber = String(Math.floor(Math.max(0, daysBetween(plan.planStarts, today)) / 7) + 1);
    return {
      eventName: plan.primaryGoal.name,
      eventDate: plan.primaryGoal.date,
      eventType: plan.primaryGoal.type,
      weeksToEvent: Math.max(0, Math.ceil(daysBetween(today, plan.primaryGoal.date) / 7)),
      phase: phase ? { name: phase.phaseName, focus: phase.focus } : null,
      weekFocus: overview?.weeklyFocus[weekNumber] ?? null,
      weekVolume: overview?.weeklyVolume[weekNumber] ?? null,
      strategy: overview?.overallStrategySummary ?? null,
    };
  }

  async function weekContext(userId: string): Promise<AthleteContext['activeWeek']> {
    const week = await weeks.findActive(userId);
    if (!week || week.deleted) return null;
    const workouts = (await data.weekWorkouts(userId, week.id)).flatMap((w) => {
      const details = workoutDetailsSchema.safeParse(w.workoutDetails);
      return details.success ? [{ id: w.id, day: w.day, isCompleted: w.isCompleted, details: details.data }] : [];
    });
    workouts.sort((a, b) => (a.day ?? '~').localeCompare(b.day ?? '~'));
    return { firstDay: week.firstDay, trainingStyle: week.trainingStyle, goal: week.goal ?? null, workouts };
  }

  return {
    async read(userId: string): Promise<AthleteContext> {
      const today = clock().toISOString().slice(0, 10);
      const user = await users.findById(userId);
      const lang: Lang = user?.lang === 'pl' ? 'pl' : 'en';
      const [latest, plan, activeWeek, recentActivities] = await Promise.all([
        fitness.latest(userId),
        planContext(userId, today, lang),
        weekContext(userId),
        data.recentActivities(userId, RECENT_ACTIVITIES),
      ]);
      return {
        name: user?.name ?? null,
        lang,
        today,
        fitness: latest
          ? { swimLevel: latest.swimLevel, bikeLevel: latest.bikeLevel, runLevel: latest.runLevel }
          : null,
        plan,
        activeWeek,
        recentActivities,
      };
    },
  };
}
