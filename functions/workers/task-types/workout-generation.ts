import type { PlanOverview, Sport } from '@shared/schemas/training';
import { createPlanRepository } from '../../modules/plans/plan-repository';
import { createThresholdRepository } from '../../modules/thresholds/threshold-repository';
import { latestFitness, userLang } from '../../modules/weeks/week-build-input';
import { createWeekRepository } from '../../modules/weeks/week-repository';
import { WORKOUT_GENERATION_TASK } from '../../modules/workouts/workout-service';
import type { TaskTypeHandler } from '../../modules/tasks/task-type';

/** One flow workout. Nothing is stored here: POST /api/workouts/save stores it (once per task). */
export const workoutGeneration: TaskTypeHandler = {
  type: WORKOUT_GENERATION_TASK,

  async run({ task, db, ai }) {
    const meta = task.metadata ?? {};
    const week = typeof meta.weekId === 'string' ? await createWeekRepository(db).get(task.userId, meta.weekId) : null;
    const plan = week ? await createPlanRepository(db).findById(task.userId, week.trainingPlanId) : null;
    const own = await createThresholdRepository(db).get(task.userId);
    const workout = await ai.generateWorkout(
      {
        sport: meta.sportType as Sport,
        prompt: task.prompt || null,
        dayOfWeek: typeof meta.dayOfWeek === 'string' ? meta.dayOfWeek : null,
        planOverview: (plan?.planOverview as unknown as PlanOverview) ?? null,
        weekFirstDay: week?.firstDay ?? null,
        fitness: await latestFitness(db, task.userId),
        lang: await userLang(db, task.userId),
        thresholds: { runThresholdPace: own.runThresholdPace, swimCss: own.swimCss, ftp: own.ftp },
      },
      { userId: task.userId },
    );
    return { response: JSON.stringify(workout) };
  },
};
