import { randomUUID } from 'node:crypto';
import { conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { PlanBody, PlanStatusView, PlanView } from '@shared/schemas/plans';
import type { WeekView } from '@shared/schemas/weeks';
import type { UserRepository } from '../accounts/user-repository';
import type { TaskService } from '../tasks/task-service';
import { publicTaskId, type PublicTaskId } from '../tasks/task';
import { taskStatusView } from '../tasks/task-status';
import { toWeekView } from '../weeks/week-record';
import type { WeekRepository } from '../weeks/week-repository';
import type { EventTypeService } from './event-type-service';
import type { PlanRecord } from './plan-record';
import { toPlanView } from './plan-record';
import { ActivePlanExistsError, type PlanRepository } from './plan-repository';
import { mondayOnOrAfter } from '@shared/calendar/weekdays';
import { normaliseGoals, sameGoals } from './plan-rules';
import { TASK_TYPE } from '@shared/tasks/task-types';

export const PLAN_GENERATION_TASK = TASK_TYPE.planGeneration;
export const ACTIVE_PLAN_EXISTS = 'You already have an active training plan. Finish it before creating a new one.';
export const PLAN_NOT_ACTIVE = 'This training plan is finished and can no longer be changed';

export interface PlanServiceDeps {
  plans: PlanRepository;
  eventTypes: EventTypeService;
  users: Pick<UserRepository, 'advanceOnboarding'>;
  tasks: Pick<TaskService, 'start' | 'getForUser'>;
  weeks: Pick<WeekRepository, 'list'>;
  clock: Clock;
}

export function createPlanService({ plans, eventTypes, users, tasks, weeks, clock }: PlanServiceDeps) {
  const today = () => clock().toISOString().slice(0, 10);

  async function goalsFrom(body: PlanBody) {
    return normaliseGoals(body, await eventTypes.list(), today());
  }

  async function ownPlan(userId: string, planId: string): Promise<PlanRecord> {
    const plan = await plans.findById(userId, planId);
    if (!plan) throw notFound('Training plan not found');
    return plan;
  }

  const startGeneration = (userId: string, planId: string, taskId: string) =>
    tasks.start({ id: taskId, userId, taskType: PLAN_GENERATION_TASK, metadata: { planId } });

  return {
    /** The plan row (with the id of its generation task) first, so the worker always finds it; then the task. */
    async create(userId: string, body: PlanBody): Promise<{ planId: string } & PublicTaskId> {
      const goals = await goalsFrom(body);
      const now = clock().toISOString();
      const plan: PlanRecord = {
        id: randomUUID(),
        userId,
        active: true,
        status: 'generating',
        error: null,
        planStarts: mondayOnOrAfter(today()),
        ...goals,
        workoutDays: body.workoutDays,
        workoutsPerWeek: body.workoutsPerWeek,
        trainingPreferences: body.trainingPreferences.trim(),
        personalDescription: body.personalDescription.trim(),
        planOverview: null,
        generationTaskId: randomUUID(),
        overviewTaskId: null,
        createdAt: now,
        updatedAt: now,
        finishedAt: null,
      };
      try {
        await plans.createActive(plan);
      } catch (error) {
        if (error instanceof ActivePlanExistsError) throw conflict(ACTIVE_PLAN_EXISTS);
        throw error;
      }
      try {
        await startGeneration(userId, plan.id, plan.generationTaskId!);
      } catch (error) {
        await plans.remove(userId, plan.id);
        throw error;
      }
      await users.advanceOnboarding(userId, 'planRequested', now);
      return { planId: plan.id, ...publicTaskId(plan.generationTaskId!) };
    },

    async status(userId: string, taskId: string): Promise<PlanStatusView> {
      const task = await tasks.getForUser(userId, taskId);
      if (task.taskType !== PLAN_GENERATION_TASK) throw notFound('Task not found');
      return { ...taskStatusView(task), planId: (task.metadata?.planId as string | undefined) ?? null };
    },

    async list(userId: string, activeOnly: boolean): Promise<PlanView[]> {
      const all = (await plans.list(userId)).map(toPlanView);
      return activeOnly ? all.filter((p) => p.active) : all;
    },

    /** Saves the editor's fields; changed goals get a fresh overview from a new generation task. */
    async update(userId: string, planId: string, body: PlanBody): Promise<PlanView & PublicTaskId<string | null>> {
      const current = await ownPlan(userId, planId);
      if (!current.active) throw conflict(PLAN_NOT_ACTIVE);
      const goals = await goalsFrom(body);
      const regenerate = !sameGoals(goals, current) || current.status === 'failed';
      const taskId = regenerate ? randomUUID() : null;
      const fields: Partial<PlanRecord> = {
        ...goals,
        workoutDays: body.workoutDays,
        workoutsPerWeek: body.workoutsPerWeek,
        trainingPreferences: body.trainingPreferences.trim(),
        personalDescription: body.personalDescription.trim(),
        updatedAt: clock().toISOString(),
        ...(taskId ? { status: 'generating' as const, error: null, generationTaskId: taskId } : {}),
      };
      const updated = await plans.updateActive(userId, planId, fields);
      if (!updated) throw conflict(PLAN_NOT_ACTIVE);
      if (taskId) {
        try {
          await startGeneration(userId, planId, taskId);
        } catch (error) {
          await plans.updateActive(userId, planId, {
            status: current.status,
            error: current.error,
            generationTaskId: current.generationTaskId,
          });
          throw error;
        }
      }
      return { ...toPlanView(updated), ...publicTaskId(taskId) };
    },

    async finish(userId: string, planId: string): Promise<PlanView> {
      const finished = await plans.finish(userId, planId, clock().toISOString());
      if (finished) return toPlanView(finished);
      await ownPlan(userId, planId);
      throw conflict('Training plan is already finished');
    },

    /**
     * One Query over the athlete's weeks (a handful per season), matched to the plan here; the plan itself is
     * only read when none matched, to tell an empty plan from someone else's (404).
     */
    async weeks(userId: string, planId: string): Promise<WeekView[]> {
      const ofPlan = (await weeks.list(userId))
        .filter((w) => w.trainingPlanId === planId)
        .sort((a, b) => a.firstDay.localeCompare(b.firstDay));
      if (ofPlan.length === 0) await ownPlan(userId, planId);
      return ofPlan.map(toWeekView);
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
