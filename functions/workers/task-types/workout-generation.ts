import type { PlanOverview, Sport } from '@shared/schemas/training';
import { createAvailabilityRepository } from '../../modules/availability/availability-repository';
import { createPlanRepository } from '../../modules/plans/plan-repository';
import { fitFlowToWeek } from '../../modules/workouts/flow-fit';
import { createWorkoutRepository } from '../../modules/workouts/workout-repository';
import { createThresholdRepository } from '../../modules/thresholds/threshold-repository';
import { latestFitness, userLang } from '../../modules/weeks/week-build-input';
import { createWeekRepository } from '../../modules/weeks/week-repository';
import { WORKOUT_GENERATION_TASK } from '../../modules/workouts/workout-service';
import type { TaskTypeHandler } from '../../modules/tasks/task-type';

/** One flow workout, held to the availability. Nothing is stored here: POST /api/workouts/save stores it (once per task). */
export const workoutGeneration: TaskTypeHandler = {
  type: WORKOUT_GENERATION_TASK,

  async run({ task, db, ai, clock }) {
    const meta = task.metadata ?? {};
    const week = typeof meta.weekId === 'string' ? await createWeekRepository(db).get(task.userId, meta.weekId) : null;
    const plan = week ? await createPlanRepository(db).findById(task.userId, week.trainingPlanId) : null;
    const own = await createThresholdRepository(db).get(task.userId);
    const lang = await userLang(db, task.userId);
    const generated = await ai.generateWorkout(
      {
        sport: meta.sportType as Sport,
        prompt: task.prompt || null,
        dayOfWeek: typeof meta.dayOfWeek === 'string' ? meta.dayOfWeek : null,
        planOverview: (plan?.planOverview as unknown as PlanOverview) ?? null,
        weekFirstDay: week?.firstDay ?? null,
        fitness: await latestFitness(db, task.userId),
        lang,
        thresholds: { runThresholdPace: own.runThresholdPace, swimCss: own.swimCss, ftp: own.ftp },
      },
      { userId: task.userId },
    );
    // Shown as it will be saved: held to the availability (the save decides the day and refuses when none holds it).
    const fit = week
      ? await fitFlowToWeek(
          { availability: createAvailabilityRepository(db), workouts: createWorkoutRepository(db) },
          {
            userId: task.userId,
            week,
            dayOfWeek: meta.dayOfWeek,
            details: generated,
            today: clock().toISOString().slice(0, 10),
            lang,
          },
        )
      : null;
    return { response: JSON.stringify(fit?.details ?? generated) };
  },
};
