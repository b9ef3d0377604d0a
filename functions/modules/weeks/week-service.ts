import { randomUUID } from 'node:crypto';
import type { CreateWeekBody, UpdateWeekBody, WeekView } from '@shared/schemas/weeks';
import { addDays } from '@shared/calendar/days';
import { nextWeekFirstDay } from '@shared/weeks/dates';
import { badRequest, conflict, notFound, paymentRequired } from '../../lib/errors';
import { creditsMoved } from '../../lib/metrics/business-metrics';
import type { Clock } from '../../lib/clock';
import type { PlanRepository } from '../plans/plan-repository';
import type { PublicTaskId } from '../tasks/task';
import type { SendRetryRepository } from '../garmin/send-retry-repository';
import type { WorkoutRecord } from '../workouts/workout-record';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { OutcomeReader } from '../workouts/workout-outcomes';
import {
  ActiveWeekExistsError,
  InsufficientCreditsError,
  WeekNotRetryableError,
  type WeekRepository,
} from './week-repository';
import { toWeekView, type WeekRecord } from './week-record';
import type { WeekGenerationService } from './generation-service';

export { WEEK_GENERATION_TASK } from './generation-service';
export const WEEK_COST = 1;
export const INSUFFICIENT_CREDITS = 'Insufficient credits';
export const ACTIVE_WEEK_EXISTS = 'You already have an active week. Summarize or delete it before creating a new one.';
export const WEEK_NOT_FOUND = 'Week not found';
export const NO_ACTIVE_WEEK = 'No active week found';

export interface WeekServiceDeps {
  weeks: WeekRepository;
  workouts: WorkoutRepository;
  plans: Pick<PlanRepository, 'findById'>;
  /** Starts a week's generation and reads its status (generation-service). */
  generation: Pick<WeekGenerationService, 'start' | 'status'>;
  outcomes: OutcomeReader;
  /** Where work for the watch is queued for the send job (this group never calls Garmin). */
  watchQueue: Pick<SendRetryRepository, 'putItem'>;
  clock: Clock;
}

export function createWeekService({
  weeks,
  workouts,
  plans,
  generation,
  outcomes,
  watchQueue,
  clock,
}: WeekServiceDeps) {
  const now = () => clock().toISOString();

  async function ownWeek(userId: string, weekId: string): Promise<WeekRecord> {
    const week = await weeks.get(userId, weekId);
    if (!week || week.deleted) throw notFound(WEEK_NOT_FOUND);
    return week;
  }

  /** With `again`, the athlete planned anew after the failure: the failed week takes the new request and first day. */
  async function retry(
    userId: string,
    weekId: string,
    again?: Pick<WeekRecord, 'trainingStyle' | 'requirementsPrompt' | 'firstDay'>,
  ): Promise<{ weekId: string } & PublicTaskId> {
    const week = await ownWeek(userId, weekId);
    if (week.status !== 'failed') throw conflict('Only a week whose generation failed can be retried', { weekId });
    const reopened: WeekRecord = { ...week, ...again, status: 'generating' };
    try {
      await weeks.reopenFailed(
        userId,
        weekId,
        reopened.firstDay,
        now(),
        again ? { trainingStyle: reopened.trainingStyle, requirementsPrompt: reopened.requirementsPrompt } : undefined,
      );
    } catch (error) {
      if (error instanceof ActiveWeekExistsError) throw conflict(ACTIVE_WEEK_EXISTS);
      if (error instanceof WeekNotRetryableError)
        throw conflict('Only a week whose generation failed can be retried', { weekId });
      throw error;
    }
    const taskId = randomUUID();
    await weeks.setTask(userId, weekId, taskId, now());
    return generation.start(reopened, taskId);
  }

  return {
    /** A failed week's generation again, for free (the athlete's 'Try again', or an admin's retry). */
    retry,

    async create(userId: string, body: CreateWeekBody): Promise<{ weekId: string } & PublicTaskId> {
      if (body.retry) {
        if (!body.weekId) throw badRequest('weekId is required to retry a week');
        return retry(userId, body.weekId);
      }
      const plan = await plans.findById(userId, body.trainingPlanId);
      if (!plan) throw notFound('Training plan not found');
      if (!plan.active) throw conflict('This training plan is finished');
      if (!plan.planOverview) throw conflict('The training plan is not ready yet');
      const createdAt = now();
      const history = (await weeks.list(userId)).filter((w) => w.trainingPlanId === plan.id);
      const firstDay = nextWeekFirstDay({ weeks: history, planStarts: plan.planStarts, today: createdAt.slice(0, 10) });
      // A week whose generation failed was paid for and never delivered: planning again regenerates it for free.
      const failed = history
        .filter((w) => w.status === 'failed' && !w.deleted)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .at(-1);
      if (failed) {
        // It keeps its days while they have not all passed (a failed first week still starts with the plan).
        const stillAhead = addDays(failed.firstDay, 6) >= createdAt.slice(0, 10);
        return retry(userId, failed.id, {
          trainingStyle: body.trainingStyle,
          requirementsPrompt: body.requirementsPrompt.trim(),
          firstDay: stillAhead ? failed.firstDay : firstDay,
        });
      }
      const taskId = randomUUID();
      const week: WeekRecord = {
        id: randomUUID(),
        userId,
        trainingPlanId: plan.id,
        firstDay,
        trainingStyle: body.trainingStyle,
        active: true,
        deleted: false,
        status: 'generating',
        error: null,
        requirementsPrompt: body.requirementsPrompt.trim(),
        taskId,
        goal: null,
        overview: null,
        summary: null,
        memories: null,
        summaryTaskId: null,
        creditEntryId: randomUUID(),
        createdAt,
        updatedAt: createdAt,
      };
      try {
        const debit = {
          id: week.creditEntryId,
          type: 'week',
          amount: -WEEK_COST,
          description: `Training week from ${firstDay}`,
          descriptionParams: { firstDay },
          createdAt,
          weekId: week.id,
        };
        await weeks.createPaid(week, debit);
        creditsMoved(debit);
      } catch (error) {
        if (error instanceof ActiveWeekExistsError) throw conflict(ACTIVE_WEEK_EXISTS);
        if (error instanceof InsufficientCreditsError) throw paymentRequired(INSUFFICIENT_CREDITS);
        throw error;
      }
      return generation.start(week, taskId);
    },

    /** The generation's status, for the week's status call. */
    status: (userId: string, taskId: string) => generation.status(userId, taskId),

    async active(userId: string): Promise<WeekView | null> {
      const week = await weeks.findActive(userId);
      return week ? toWeekView(week) : null;
    },

    async lastPrompt(userId: string): Promise<{ requirementsPrompt: string }> {
      const last = (await weeks.list(userId))
        .filter((w) => w.requirementsPrompt && w.requirementsPrompt.trim())
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .at(-1);
      if (!last) throw notFound('No previous requirements prompt');
      return { requirementsPrompt: last.requirementsPrompt };
    },

    async update(userId: string, weekId: string, body: UpdateWeekBody): Promise<WeekView> {
      const week = await ownWeek(userId, weekId);
      if (body.trainingStyle === 'flow') {
        if (week.trainingStyle === 'flow') throw conflict('The week is already in flow mode');
        if (!(await weeks.switchToFlow(userId, weekId, now())))
          throw conflict('Only a classic or flexible week can switch to flow');
      }
      if (body.active === false && week.active) await weeks.deactivate(userId, weekId, now());
      return toWeekView((await weeks.get(userId, weekId))!);
    },

    /** Removes the week and its incomplete workouts; completed workouts stay; a failed week's credit comes back. */
    async remove(
      userId: string,
      weekId: string,
    ): Promise<{ success: true; deletedWorkouts: number; refundedCredits: number }> {
      const week = await ownWeek(userId, weekId);
      const list = (await workouts.listByWeek(userId, weekId)) ?? [];
      // The weeks group never calls Garmin: what was on the watch is queued for the send job to remove.
      const removal = (w: WorkoutRecord) =>
        w.garminWorkoutId
          ? [
              watchQueue.putItem({
                userId,
                workoutId: w.id,
                scheduleDate: null,
                attempts: 0,
                dueAt: now(),
                removal: true,
              }),
            ]
          : [];
      const deleted = await workouts.deleteIncomplete(userId, list, now(), 'week deleted', removal);
      // A week whose generation failed was paid for and never delivered: deleting it gives the credit back.
      const refund =
        week.status === 'failed' && week.creditEntryId
          ? {
              id: randomUUID(),
              type: 'week_refund',
              amount: WEEK_COST,
              description: `Refund: the training week from ${week.firstDay} could not be generated`,
              descriptionParams: { firstDay: week.firstDay },
              createdAt: now(),
              weekId,
            }
          : undefined;
      if (!(await weeks.markDeleted(userId, weekId, now(), refund))) {
        if (refund) throw conflict('The week changed while it was being deleted. Please reload and try again.');
        throw notFound(WEEK_NOT_FOUND);
      }
      if (refund) creditsMoved(refund);
      return { success: true, deletedWorkouts: deleted.length, refundedCredits: refund ? WEEK_COST : 0 };
    },

    /** One Query: the marker in the same index tells a foreign or deleted week (404) from an empty one. */
    async workoutsOf(userId: string, weekId: string) {
      const list = await workouts.listByWeek(userId, weekId);
      if (!list) throw notFound(WEEK_NOT_FOUND);
      return outcomes.views(userId, list);
    },

    /** The workouts of the active week when it is in flow mode (one Query for the week, one for its workouts). */
    async flowWorkouts(userId: string) {
      const week = await weeks.findActive(userId);
      if (!week || week.trainingStyle !== 'flow') return [];
      return outcomes.views(userId, (await workouts.listByWeek(userId, week.id)) ?? []);
    },
  };
}

export type WeekService = ReturnType<typeof createWeekService>;
