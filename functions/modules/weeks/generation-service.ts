import type { Logger } from '@aws-lambda-powertools/logger';
import { TASK_TYPE } from '@shared/tasks/task-types';
import type { GeneratedWeek } from '@shared/schemas/training';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import type { PlanRecord } from '../plans/plan-record';
import { createUserRepository, type UserRepository } from '../accounts/user-repository';
import { newWeekWatchSends } from '../garmin/new-week-sends';
import { sendRetryItem } from '../garmin/send-retry-repository';
import { createPlanRepository, type PlanRepository } from '../plans/plan-repository';
import { publicTaskId, type PublicTaskId, type Task } from '../tasks/task';
import { TaskFailure } from '../tasks/task-errors';
import type { TaskService } from '../tasks/task-service';
import { taskServiceFor } from '../tasks/compose';
import { taskStatusView } from '../tasks/task-status';
import { workoutIdFor, workoutItem, type WorkoutRecord } from '../workouts/workout-record';
import type { WeekAdaptation } from './week-adaptation';
import type { WeekRecord } from './week-record';
import { createWeekRepository, type WeekRepository } from './week-repository';

export const WEEK_GENERATION_TASK = TASK_TYPE.weekGeneration;

/** What the worker's task row records as the answer of a week's generation. */
export interface WeekGenerated {
  weekId: string;
  workouts: number;
}

/** What the coach made of one week: its workouts held to the adaptation, and the adaptation's record. */
export interface CoachedWeek {
  goal: string;
  overview: string;
  workouts: GeneratedWeek['workouts'];
  adaptation: WeekAdaptation | null;
}

/**
 * The coaching side of a generation (week-coach.ts: the engine or the model behind the guardrails, and the
 * adaptation). Passed in by the worker, so the route groups that start a generation never bundle the engine.
 */
export type WeekCoach = (plan: PlanRecord, week: WeekRecord, task: Pick<Task, 'id' | 'userId'>) => Promise<CoachedWeek>;

export interface WeekGenerationDeps {
  weeks: Pick<WeekRepository, 'get' | 'markFailed' | 'storeGenerated'>;
  plans: Pick<PlanRepository, 'findById'>;
  tasks: Pick<TaskService, 'start' | 'getForUser'>;
  /** Whether the athlete has the watch connected and new weeks sent to it. */
  users: Pick<UserRepository, 'findById'>;
  /** The table the watch sends are queued in, within the week's own transaction. */
  table: string;
  clock: Clock;
}

/** The week's workouts, keyed by the task so a redelivery writes the same ids (and so nothing twice). */
export function generatedWorkoutRecords(
  task: Pick<Task, 'id' | 'userId'>,
  week: Pick<WeekRecord, 'id' | 'trainingStyle'>,
  workouts: GeneratedWeek['workouts'],
  now: string,
): WorkoutRecord[] {
  return workouts.map((generated, index): WorkoutRecord => ({
    id: workoutIdFor(task.id, index),
    userId: task.userId,
    weekId: week.id,
    // Flexible weeks leave the day to the athlete ('start workout' schedules it for today).
    day: week.trainingStyle === 'flexible' ? null : generated.day,
    isCompleted: false,
    userNotes: null,
    aiSummary: null,
    aiTaskId: task.id,
    workoutDetails: generated.workoutDetails,
    createdAt: now,
    updatedAt: now,
  }));
}

/** The week's workout rows as stored. */
export const generatedWorkoutItems = (...args: Parameters<typeof generatedWorkoutRecords>): Record<string, unknown>[] =>
  generatedWorkoutRecords(...args).map((record) => workoutItem(record));

/**
 * A week's generation from start to end: queued under a task id the week already knows, run by the worker (the
 * coach's week adapted to what the last weeks showed, stored with the ready week in one transaction conditioned on
 * the task), read back by the status call, and failed with a message the athlete reads (the week frees its slot and
 * can be retried for free).
 */
export function createWeekGenerationService({ weeks, plans, tasks, users, table, clock }: WeekGenerationDeps) {
  const now = () => clock().toISOString();

  return {
    /** Queues the generation; a queue failure fails the week at once (retry is free). */
    async start(week: WeekRecord, taskId: string): Promise<{ weekId: string } & PublicTaskId> {
      try {
        await tasks.start({
          id: taskId,
          userId: week.userId,
          taskType: WEEK_GENERATION_TASK,
          prompt: week.requirementsPrompt,
          metadata: { weekId: week.id },
        });
      } catch (error) {
        const message = error instanceof HttpError ? error.message : 'Could not start week generation';
        await weeks.markFailed(week.userId, week.id, message, now(), taskId);
        throw error;
      }
      return { weekId: week.id, ...publicTaskId(taskId) };
    },

    async status(userId: string, taskId: string) {
      const task = await tasks.getForUser(userId, taskId);
      if (task.taskType !== WEEK_GENERATION_TASK) throw notFound('Task not found');
      const weekId = String(task.metadata.weekId ?? '');
      const week = weekId ? await weeks.get(userId, weekId) : null;
      const view = taskStatusView(task);
      // The week is the truth: a failure before the task ran (e.g. the queue) shows here too.
      if (week?.status === 'failed' && week.taskId === task.id && view.status !== 'failed') {
        return { completed: false, status: 'failed' as const, error: week.error ?? 'Week generation failed', weekId };
      }
      return { ...view, weekId };
    },

    /**
     * Has the coach make the week, then writes its workouts together with the week's ready status in one transaction
     * conditioned on this task: a redelivery or a late duplicate writes nothing. With Garmin connected (and the setting
     * on) the workouts' sends to the watch are queued in that same transaction.
     */
    async generate(task: Task, coach: WeekCoach, logger: Logger): Promise<WeekGenerated> {
      const weekId = String(task.metadata?.weekId ?? '');
      const week = weekId ? await weeks.get(task.userId, weekId) : null;
      if (!week) throw new TaskFailure('The week for this task is missing');
      if (week.status !== 'generating' || week.taskId !== task.id) {
        logger.info('Week not generated: already written or superseded', { weekId, taskId: task.id });
        return { weekId, workouts: 0 };
      }
      const plan = await plans.findById(task.userId, week.trainingPlanId);
      if (!plan?.planOverview) throw new TaskFailure('The training plan is not ready');
      const coached = await coach(plan, week, task);
      const at = now();
      const records = generatedWorkoutRecords(task, week, coached.workouts, at);
      const sends = newWeekWatchSends(await users.findById(task.userId), records, at);
      const sending = new Set(sends.map((send) => send.workoutId));
      // Queued for the watch: the workout shows 'sending' until the send job has it there (or says why not).
      const items = records.map((record) =>
        workoutItem(sending.has(record.id) ? { ...record, garminSyncStatus: 'sending' } : record),
      );
      const queued = sends.map((send) => ({ Put: { TableName: table, Item: sendRetryItem(send) } }));
      const stored = await weeks.storeGenerated(
        task.userId,
        weekId,
        task.id,
        { goal: coached.goal, overview: coached.overview, adaptation: coached.adaptation },
        items,
        at,
        queued,
      );
      if (!stored) logger.info('Week not stored: superseded', { weekId, taskId: task.id });
      else if (sends.length) logger.info('Week queued for the watch', { weekId, workouts: sends.length });
      return { weekId, workouts: items.length };
    },

    /** The week shows the error and frees its slot; POST /api/weeks with retry re-runs it without a new debit. */
    async fail(task: Task, message: string): Promise<void> {
      const weekId = task.metadata?.weekId;
      if (typeof weekId !== 'string') return;
      await weeks.markFailed(task.userId, weekId, message, now(), task.id);
    },
  };
}

export type WeekGenerationService = ReturnType<typeof createWeekGenerationService>;

/** The service over the table (the worker's task type and the week services). */
export function weekGenerationFor(
  { db, clock }: { db: Db; clock: Clock },
  tasks: WeekGenerationDeps['tasks'] = taskServiceFor({ db, clock }),
): WeekGenerationService {
  return createWeekGenerationService({
    table: db.table,
    weeks: createWeekRepository(db),
    plans: createPlanRepository(db),
    tasks,
    users: createUserRepository(db),
    clock,
  });
}
