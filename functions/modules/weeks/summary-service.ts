import type { SummaryFacts } from '@shared/schemas/summary-facts';
import type { WeekSummary } from '@shared/schemas/training';
import type { SummaryCounts } from '@shared/training/summary';
import { latestDayOnEarth, summaryFrom, summaryOffered } from '@shared/weeks/dates';
import { conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { TaskService } from '../tasks/task-service';
import { publicTaskId, type PublicTaskId } from '../tasks/task';
import { taskStatusView } from '../tasks/task-status';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { WeekRepository } from './week-repository';
import { toWeekView } from './week-record';
import { NO_ACTIVE_WEEK } from './week-service';
import { TASK_TYPE } from '@shared/tasks/task-types';

export const WEEK_SUMMARY_TASK = TASK_TYPE.weekSummary;

export const summaryTooEarly = (firstDay: string) =>
  `This week can be summarized from its last day, ${summaryFrom(firstDay)}. Train on and come back then.`;

/** What the week-summary task answers (its response is this, as JSON). */
/**
 * The summary as stored: the coach's, with the count of sessions skipped and not reported, and the engine's codes
 * for its words when the engine wrote it.
 */
export type StoredWeekSummary = WeekSummary & Partial<SummaryCounts> & { facts?: SummaryFacts };

export interface SummaryTaskResult {
  weekId: string;
  summary: StoredWeekSummary;
  memories: string[];
}

export interface SummaryServiceDeps {
  weeks: WeekRepository;
  workouts: Pick<WorkoutRepository, 'completeItem'>;
  tasks: Pick<TaskService, 'start' | 'getForUser'>;
  clock: Clock;
}

export function createSummaryService({ weeks, workouts, tasks, clock }: SummaryServiceDeps) {
  async function ownSummaryTask(userId: string, taskId: string) {
    const task = await tasks.getForUser(userId, taskId);
    if (task.taskType !== WEEK_SUMMARY_TASK) throw notFound('Task not found');
    return task;
  }

  return {
    async start(userId: string): Promise<PublicTaskId & { taskId: string }> {
      const week = await weeks.findActive(userId);
      if (!week) throw notFound(NO_ACTIVE_WEEK);
      // The summary is offered from the week's last day (firstDay + 6) on; the screen's rule alone could be skipped by any client.
      if (!summaryOffered(week.firstDay, latestDayOnEarth(clock()))) throw conflict(summaryTooEarly(week.firstDay));
      const task = await tasks.start({ userId, taskType: WEEK_SUMMARY_TASK, metadata: { weekId: week.id } });
      return { ...publicTaskId(task.id), taskId: task.id };
    },

    async status(userId: string, taskId: string) {
      return { ...taskStatusView(await ownSummaryTask(userId, taskId)), ...publicTaskId(taskId) };
    },

    /** Stores the summary and memories, completes the matched workouts and deactivates the week, all at once. */
    async complete(userId: string, taskId: string) {
      const task = await ownSummaryTask(userId, taskId);
      if (task.status !== 'completed' || !task.response) throw conflict('The week summary is not ready yet');
      const result = JSON.parse(task.response) as SummaryTaskResult;
      const week = await weeks.get(userId, result.weekId);
      if (!week || week.deleted) throw notFound('Week not found');
      if (week.summaryTaskId === task.id) return { success: true, week: toWeekView(week) };
      if (!week.active) throw conflict('This week is no longer active');
      const now = clock().toISOString();
      const matched = new Map(result.summary.matchedWorkouts.map((m) => [m.workoutId, m]));
      const done = await weeks.deactivate(userId, week.id, now, {
        set: { summary: result.summary, memories: result.memories, summaryTaskId: task.id },
        items: [...matched.values()].map((m) =>
          workouts.completeItem(userId, m.workoutId, m.activityId, m.reason, now),
        ),
      });
      if (!done) throw conflict('This week is no longer active');
      return { success: true, week: toWeekView((await weeks.get(userId, week.id))!) };
    },
  };
}

export type SummaryService = ReturnType<typeof createSummaryService>;
