import { createFitnessRepository } from '../../modules/accounts/fitness-repository';
import { createUserRepository } from '../../modules/accounts/user-repository';
import { TaskFailure } from '../../modules/tasks/task-errors';
import { userLang } from '../../modules/weeks/week-build-input';
import type { PlanRecord } from '../../modules/plans/plan-record';
import { createPlanRepository } from '../../modules/plans/plan-repository';
import { PLAN_GENERATION_TASK } from '../../modules/plans/plan-service';
import type { Goal } from '@shared/schemas/plans';
import type { CurrentTraining, EventInput, PlanInput } from '@shared/schemas/training';
import { addDays } from '@shared/calendar/days';
import { currentTrainingFromActivities, HISTORY_DAYS } from '@shared/training/starting-point';
import { createActivityRepository } from '../../modules/activities/activity-repository';
import type { TaskContext, TaskTypeHandler } from '../../modules/tasks/task-type';

/** Assumed levels (0-100) for an athlete who skipped the assessment: a recreational starting point. */
const DEFAULT_FITNESS = { swimLevel: 40, bikeLevel: 40, runLevel: 40 };

const eventInput = (goal: Goal): EventInput => ({ ...goal });

function planInput(
  plan: PlanRecord,
  fitness: PlanInput['fitness'],
  today: string,
  currentTraining: CurrentTraining | null,
): PlanInput {
  return {
    primaryEvent: eventInput(plan.primaryGoal),
    secondaryEvents: plan.secondaryGoals.map(eventInput),
    fitness,
    workoutDays: plan.workoutDays,
    workoutsPerWeek: plan.workoutsPerWeek,
    trainingPreferences: plan.trainingPreferences || null,
    personalDescription: plan.personalDescription || null,
    planStarts: plan.planStarts < today ? today : plan.planStarts,
    today,
    currentTraining,
  };
}

function planIdOf(ctx: TaskContext): string {
  const planId = ctx.task.metadata?.planId;
  if (typeof planId !== 'string') throw new TaskFailure('The training plan for this task is missing');
  return planId;
}

/**
 * Builds the plan overview (offline coach or OpenAI, both behind the guardrails) and stores it as an object.
 * The store is conditional on this task still being the plan's generation and not yet written, so a redelivery
 * writes nothing twice; onboarding then moves 4 -> 5 (a no-op for athletes past onboarding).
 */
export const planGeneration: TaskTypeHandler = {
  type: PLAN_GENERATION_TASK,

  async run(ctx) {
    const { task, db, clock, ai } = ctx;
    const plans = createPlanRepository(db);
    const planId = planIdOf(ctx);
    const plan = await plans.findById(task.userId, planId);
    if (!plan) throw new TaskFailure('The training plan for this task is missing');
    const latest = await createFitnessRepository(db).latest(task.userId);
    const fitness = latest
      ? { swimLevel: latest.swimLevel, bikeLevel: latest.bikeLevel, runLevel: latest.runLevel }
      : DEFAULT_FITNESS;
    const today = clock().toISOString().slice(0, 10);
    // The plan starts from what the athlete trains now: the last weeks' recorded activities, else what onboarding was told.
    const recent = await createActivityRepository(db).list(
      task.userId,
      { fromIso: addDays(today, -HISTORY_DAYS), toIso: `${addDays(today, 1)}` },
      500,
    );
    const done = recent.map((a) => ({
      activityType: a.activityType,
      startTime: a.startTime,
      durationSecs: a.durationInSeconds,
    }));
    const currentTraining = currentTrainingFromActivities(done, today) ?? latest?.currentTraining ?? null;
    const overview = await ai.generatePlan(planInput(plan, fitness, today, currentTraining), {
      userId: task.userId,
      lang: await userLang(db, task.userId),
    });
    const now = clock().toISOString();
    const stored = await plans.storeOverview(
      task.userId,
      planId,
      task.id,
      overview as unknown as Record<string, unknown>,
      now,
      currentTraining,
    );
    if (!stored)
      ctx.logger.info('Plan overview not stored: already written or superseded', { planId, taskId: task.id });
    await createUserRepository(db).advanceOnboarding(task.userId, 'planReady', now);
    return { response: JSON.stringify({ planId, totalWeeks: overview.totalWeeks }) };
  },

  /** The error stays on the plan; a plan that never had an overview is released so the athlete can submit again. */
  async onFailed(ctx, message) {
    const { task, db, clock } = ctx;
    const planId = task.metadata?.planId;
    if (typeof planId !== 'string') return;
    const plans = createPlanRepository(db);
    const plan = await plans.findById(task.userId, planId);
    if (!plan) return;
    const now = clock().toISOString();
    await plans.markFailed(task.userId, planId, task.id, message, plan.planOverview == null, now);
    await createUserRepository(db).advanceOnboarding(task.userId, 'planFailed', now);
  },
};
