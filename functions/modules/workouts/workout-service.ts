import type { WorkoutDetails } from '@shared/schemas/training';
import { FLOW_DEFAULT_PROMPT } from '@shared/schemas/flow-prompt';
import { conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { TaskService } from '../tasks/task-service';
import { publicTaskId } from '../tasks/task';
import { taskStatusView } from '../tasks/task-status';
import type { WeekRepository } from '../weeks/week-repository';
import { fitFlowToWeek, NO_DAY_FOR_FLOW, wantedFlowDay, type FlowFitDeps } from './flow-fit';
import type { WatchSender } from './watch-sender';
import type { WorkoutRepository } from './workout-repository';
import { taskWorkout } from './task-workout';
import { workoutIdFor, type WorkoutRecord } from './workout-record';
import type { OutcomeReader } from './workout-outcomes';
import { TASK_TYPE } from '@shared/tasks/task-types';

export const WORKOUT_MODIFICATION_TASK = TASK_TYPE.workoutModification;
export const WORKOUT_GENERATION_TASK = TASK_TYPE.workoutGeneration;
export const WORKOUT_NOT_FOUND = 'Workout not found';

export interface WorkoutServiceDeps {
  workouts: WorkoutRepository;
  weeks: Pick<WeekRepository, 'get'>;
  tasks: Pick<TaskService, 'start' | 'getForUser'>;
  watch: WatchSender;
  outcomes: OutcomeReader;
  clock: Clock;
  /** Flow workouts are held to it when saved; without it they go where they were asked. */
  availability?: FlowFitDeps['availability'];
}

export function createWorkoutService({
  workouts,
  weeks,
  tasks,
  watch,
  outcomes,
  clock,
  availability,
}: WorkoutServiceDeps) {
  const view = (userId: string, record: WorkoutRecord) => outcomes.view(userId, record);
  const now = () => clock().toISOString();

  async function own(userId: string, workoutId: string): Promise<WorkoutRecord> {
    const workout = await workouts.get(userId, workoutId);
    if (!workout) throw notFound(WORKOUT_NOT_FOUND);
    return workout;
  }

  async function ownTask(userId: string, taskId: string, taskType: string) {
    const task = await tasks.getForUser(userId, taskId);
    if (task.taskType !== taskType) throw notFound('Task not found');
    return task;
  }

  async function save(userId: string, workoutId: string, details: WorkoutDetails): Promise<WorkoutRecord> {
    await own(userId, workoutId);
    const updated = await workouts.replaceDetails(userId, workoutId, details, now());
    if (!updated) throw notFound(WORKOUT_NOT_FOUND);
    return updated;
  }

  /** The answer after a send: the workout as the sender left it (sent, queued as 'sending', or failed with why). */
  async function sentAnswer(userId: string, saved: WorkoutRecord, result: Awaited<ReturnType<WatchSender['send']>>) {
    const current = (await workouts.get(userId, saved.id)) ?? saved;
    if (result.kind === 'sent')
      return {
        workout: await view(userId, { ...current, garminWorkoutId: result.garminWorkoutId }),
        sentToGarmin: true,
      };
    return { workout: await view(userId, current), sentToGarmin: false, reason: result.reason };
  }

  async function liveWeek(userId: string, weekId: string) {
    const week = await weeks.get(userId, weekId);
    if (!week || week.deleted) throw notFound('Week not found');
    return week;
  }

  return {
    async get(userId: string, workoutId: string) {
      return view(userId, await own(userId, workoutId));
    },

    async schedule(userId: string, workoutId: string, date: string) {
      const workout = await own(userId, workoutId);
      const updated = await workouts.schedule(userId, workout, date, now());
      if (!updated) throw notFound(WORKOUT_NOT_FOUND);
      // On the watch it moves too (sent again on the new day); a failure shows on the workout's sync badge.
      if (workout.garminWorkoutId && workout.day !== date) {
        const result = await watch.send(userId, updated, date);
        if (result.kind === 'sent')
          return view(userId, {
            ...updated,
            garminWorkoutId: result.garminWorkoutId,
            garminSyncStatus: 'sent',
            garminSyncError: null,
          });
        // Garmin busy: the send job moves it later, and the workout reads 'sending' (as the sender stored it).
        if (result.kind === 'queued')
          return view(userId, { ...updated, garminSyncStatus: 'sending', garminSyncError: null });
        return view(userId, { ...updated, garminSyncStatus: 'failed', garminSyncError: result.reason });
      }
      return view(userId, updated);
    },

    async note(userId: string, workoutId: string, note: string) {
      const updated = await workouts.setNote(userId, workoutId, note.trim(), now());
      if (!updated) throw notFound(WORKOUT_NOT_FOUND);
      return view(userId, updated);
    },

    /** Only incomplete workouts; a deleted_workouts row keeps what was removed. */
    async remove(userId: string, workoutId: string) {
      const workout = await own(userId, workoutId);
      if (workout.isCompleted) throw conflict('A completed workout cannot be deleted');
      const wasOnGarmin = Boolean(workout.garminWorkoutId);
      const deletedFromGarmin = wasOnGarmin ? await watch.remove(userId, workout).catch(() => false) : false;
      const [deleted] = await workouts.deleteIncomplete(userId, [workout], now(), 'deleted by the athlete');
      if (!deleted) throw conflict('A completed workout cannot be deleted');
      return { success: true, deletedFromGarmin, wasOnGarmin };
    },

    async modify(userId: string, workoutId: string, prompt: string) {
      const workout = await own(userId, workoutId);
      const task = await tasks.start({
        userId,
        taskType: WORKOUT_MODIFICATION_TASK,
        prompt,
        metadata: { workoutId: workout.id },
      });
      return { taskId: task.id };
    },

    async modificationStatus(userId: string, taskId: string) {
      const task = await ownTask(userId, taskId, WORKOUT_MODIFICATION_TASK);
      return {
        ...taskStatusView(task),
        response: task.status === 'completed' ? task.response : null,
        workout: taskWorkout(task),
        taskId: task.id,
      };
    },

    /** Saves; a workout already on the watch is replaced there too, and the answer says how that went. */
    async saveModified(userId: string, workoutId: string, details: WorkoutDetails) {
      const saved = await save(userId, workoutId, details);
      if (!saved.garminWorkoutId) return { workout: await view(userId, saved), sentToGarmin: false };
      return sentAnswer(userId, saved, await watch.send(userId, saved, saved.day));
    },

    /** Saves, then sends to the watch when one is connected; the answer says whether it was sent and why not. */
    async saveAndSend(userId: string, workoutId: string, details: WorkoutDetails) {
      const saved = await save(userId, workoutId, details);
      return sentAnswer(userId, saved, await watch.send(userId, saved, saved.day));
    },

    async generate(
      userId: string,
      input: {
        sportType: string;
        weekId: string;
        dayOfWeek?: string | null;
        prompt?: string | null;
        trainingPlanId?: string | null;
      },
    ) {
      const week = await liveWeek(userId, input.weekId);
      // A plan id that is not this week's plan (e.g. another athlete's) names nothing the caller owns.
      if (input.trainingPlanId && input.trainingPlanId !== week.trainingPlanId)
        throw notFound('Training plan not found');
      if (!week.active) throw conflict('This week is no longer active');
      const prompt = input.prompt?.trim() || FLOW_DEFAULT_PROMPT;
      const task = await tasks.start({
        userId,
        taskType: WORKOUT_GENERATION_TASK,
        prompt,
        metadata: {
          weekId: week.id,
          sportType: input.sportType,
          dayOfWeek: input.dayOfWeek ?? null,
          trainingPlanId: week.trainingPlanId,
        },
      });
      return publicTaskId(task.id);
    },

    async generationStatus(userId: string, taskId: string) {
      const task = await ownTask(userId, taskId, WORKOUT_GENERATION_TASK);
      return {
        ...taskStatusView(task),
        message: task.status === 'completed' ? task.response : null,
        workout: taskWorkout(task),
        taskId: task.id,
      };
    },

    /** Saves a generated flow workout once per task (a repeated save answers the same workout). */
    async saveGenerated(userId: string, input: { workoutDetails: WorkoutDetails; weekId: string; aiTaskId: string }) {
      const task = await ownTask(userId, input.aiTaskId, WORKOUT_GENERATION_TASK);
      if (task.metadata.weekId !== input.weekId) throw notFound('Week not found');
      const week = await liveWeek(userId, input.weekId);
      const today = now().slice(0, 10);
      const saved = await workouts.get(userId, workoutIdFor(task.id, 0));
      if (saved) return { workout: await view(userId, saved) };
      // Held to the availability like a new week's sessions: shortened or moved to a day that holds it.
      const fit = availability
        ? await fitFlowToWeek(
            { availability, workouts },
            { userId, week, dayOfWeek: task.metadata.dayOfWeek, details: input.workoutDetails, today },
          )
        : { day: wantedFlowDay(week, task.metadata.dayOfWeek, today), details: input.workoutDetails };
      if (!fit) throw conflict(NO_DAY_FOR_FLOW);
      const { day } = fit;
      const createdAt = now();
      const workout: WorkoutRecord = {
        id: workoutIdFor(task.id, 0),
        userId,
        weekId: week.id,
        day,
        isCompleted: false,
        userNotes: null,
        aiSummary: null,
        aiTaskId: task.id,
        workoutDetails: fit.details,
        createdAt,
        updatedAt: createdAt,
      };
      if (!(await workouts.create(workout))) return { workout: await view(userId, await own(userId, workout.id)) };
      return { workout: await view(userId, workout) };
    },
  };
}

export type WorkoutService = ReturnType<typeof createWorkoutService>;
