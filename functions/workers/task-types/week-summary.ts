import { summarizeWeekWithFacts, summaryCounts } from '@shared/training/summary';
import { addDays } from '@shared/calendar/days';
import { toActivityInput } from '../../modules/activities/activity-matching';
import { createActivityRepository } from '../../modules/activities/activity-repository';
import { TaskFailure } from '../../modules/tasks/task-errors';
import { WEEK_SUMMARY_TASK, type StoredWeekSummary, type SummaryTaskResult } from '../../modules/weeks/summary-service';
import { userLang } from '../../modules/weeks/week-build-input';
import { createWeekRepository } from '../../modules/weeks/week-repository';
import { createWorkoutRepository } from '../../modules/workouts/workout-repository';
import type { TaskTypeHandler } from '../../modules/tasks/task-type';

/**
 * Summarises the week from its workouts and the activities recorded in it (the engine's matching rule says which
 * workout each activity completed, and why). Nothing is stored here: POST /api/weeks/summarize/complete stores it.
 */
export const weekSummary: TaskTypeHandler = {
  type: WEEK_SUMMARY_TASK,

  async run({ task, db, ai }) {
    const weekId = String(task.metadata?.weekId ?? '');
    const week = weekId ? await createWeekRepository(db).get(task.userId, weekId) : null;
    if (!week || week.deleted) throw new TaskFailure('The week to summarize is missing');
    const workouts = (await createWorkoutRepository(db).listByWeek(task.userId, weekId)) ?? [];
    const activityRepository = createActivityRepository(db);
    const [activities, lastAutomaticDay] = await Promise.all([
      activityRepository.list(task.userId, {
        fromIso: `${addDays(week.firstDay, -1)}T00:00:00.000Z`,
        toIso: `${addDays(week.firstDay, 8)}T00:00:00.000Z`,
      }),
      activityRepository.lastAutomaticDay(task.userId),
    ]);
    const input = {
      weekFirstDay: week.firstDay,
      workouts: workouts.map((w) => ({
        id: w.id,
        day: w.day,
        workoutDetails: w.workoutDetails,
        isCompleted: w.isCompleted,
        report: w.report ? { status: w.report.status, reason: w.report.reason } : null,
      })),
      activities: activities.map(toActivityInput),
      lang: await userLang(db, task.userId),
      lastAutomaticDay,
    };
    const answered = await ai.summarizeWeek(input, { userId: task.userId });
    // Whoever wrote the summary, the stored figures count only what is known, and say how much was not reported.
    const known = summarizeWeekWithFacts(input);
    // The engine's codes go with the summary only when they say what it says (the offline coach wrote it, not a model).
    const engineWrote =
      answered.analysis === known.summary.analysis &&
      JSON.stringify(answered.nextWeekSuggestions) === JSON.stringify(known.summary.nextWeekSuggestions);
    const summary: StoredWeekSummary = {
      ...answered,
      compliancePercent: known.summary.compliancePercent,
      ...summaryCounts(input),
      ...(engineWrote ? { facts: known.facts } : {}),
    };
    const memories = [...summary.nextWeekSuggestions, ...summary.missedKeySessions.map((name) => `Missed: ${name}`)];
    const result: SummaryTaskResult = { weekId, summary, memories };
    return { response: JSON.stringify(result) };
  },
};
