import { createPlanRepository } from '../../modules/plans/plan-repository';
import { TaskFailure } from '../../modules/tasks/task-errors';
import { adaptGenerated, storedAdaptation } from '../../modules/weeks/adapt-generated';
import { weekPlanningInput } from '../../modules/weeks/week-build-input';
import { createWeekRepository } from '../../modules/weeks/week-repository';
import { WEEK_GENERATION_TASK } from '../../modules/weeks/week-service';
import { workoutIdFor, workoutItem, type WorkoutRecord } from '../../modules/workouts/workout-record';
import type { TaskTypeHandler } from '../../modules/tasks/task-type';
import { adaptationFactsForModel, deriveFacts } from '@shared/training/adaptation';
import { fitWeekToAvailability } from '@shared/training/availability/fit-week';
import { createAvailabilityRepository } from '../../modules/availability/availability-repository';

/**
 * Builds the week's workouts (offline coach or OpenAI behind the guardrails), adapts them to what the last weeks
 * showed (each change with its reason and the original, stored on the week), and writes them together with the
 * week's ready status in one transaction conditioned on this task: a redelivery or a late duplicate writes nothing.
 * Flow weeks start empty: their workouts are generated one at a time.
 */
export const weekGeneration: TaskTypeHandler = {
  type: WEEK_GENERATION_TASK,

  async run({ task, db, clock, ai, logger }) {
    const weeks = createWeekRepository(db);
    const weekId = String(task.metadata?.weekId ?? '');
    const week = weekId ? await weeks.get(task.userId, weekId) : null;
    if (!week) throw new TaskFailure('The week for this task is missing');
    if (week.status !== 'generating' || week.taskId !== task.id) {
      logger.info('Week not generated: already written or superseded', { weekId, taskId: task.id });
      return { response: JSON.stringify({ weekId, workouts: 0 }) };
    }
    const plan = await createPlanRepository(db).findById(task.userId, week.trainingPlanId);
    if (!plan?.planOverview) throw new TaskFailure('The training plan is not ready');
    const { build, adaptation } = await weekPlanningInput(db, plan, week, clock().toISOString().slice(0, 10));
    const facts = deriveFacts(adaptation);
    const lang = build.lang ?? 'en';
    const saved = await createAvailabilityRepository(db).get(task.userId);
    const availability = saved.updatedAt ? { minutesByWeekday: saved.minutesByWeekday, twoSessionDays: saved.twoSessionDays, poolDays: saved.poolDays, blackouts: saved.blackouts } : null;
    // Both coaches are told the availability, and both weeks are held to it before the adaptation reads them.
    const generated = fitWeekToAvailability(await ai.generateWeek({ ...build, availability, adaptationFacts: adaptationFactsForModel(facts, lang) }, { userId: task.userId }), { firstDay: week.firstDay, availability, trainingDays: plan.workoutDays });
    // The same adaptation for both coaches: the model was told the facts, and its week is held to them here.
    const adapted = week.trainingStyle === 'flow' ? { week: { ...generated, workouts: [] }, changes: [], facts } : adaptGenerated(generated, facts, build);
    const now = clock().toISOString();
    const list = adapted.week.workouts;
    const items = list.map((g, index) => {
      const record: WorkoutRecord = {
        id: workoutIdFor(task.id, index),
        userId: task.userId,
        weekId,
        // Flexible weeks leave the day to the athlete ('start workout' schedules it for today).
        day: week.trainingStyle === 'flexible' ? null : g.day,
        isCompleted: false,
        userNotes: null,
        aiSummary: null,
        aiTaskId: task.id,
        workoutDetails: g.workoutDetails,
        createdAt: now,
        updatedAt: now,
      };
      return workoutItem(record);
    });
    const stored = await weeks.storeGenerated(
      task.userId,
      weekId,
      task.id,
      { goal: generated.goal, overview: generated.overview, adaptation: storedAdaptation(adapted, (index) => workoutIdFor(task.id, index), lang) },
      items,
      now,
    );
    if (!stored) logger.info('Week not stored: superseded', { weekId, taskId: task.id });
    return { response: JSON.stringify({ weekId, workouts: items.length }) };
  },

  /** The week shows the error and frees its slot; POST /api/weeks with retry re-runs it without a new debit. */
  async onFailed({ task, db, clock }, message) {
    const weekId = task.metadata?.weekId;
    if (typeof weekId !== 'string') return;
    await createWeekRepository(db).markFailed(task.userId, weekId, message, clock().toISOString(), task.id);
  },
};
