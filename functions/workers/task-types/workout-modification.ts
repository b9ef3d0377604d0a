import { TaskFailure } from '../../modules/tasks/task-errors';
import { latestFitness, userLang } from '../../modules/weeks/week-build-input';
import { createWorkoutRepository } from '../../modules/workouts/workout-repository';
import { WORKOUT_MODIFICATION_TASK } from '../../modules/workouts/workout-service';
import type { TaskTypeHandler } from '../../modules/tasks/task-type';

/** Applies a free-text request to a workout. Nothing is stored: the athlete saves the draft (the response) or not. */
export const workoutModification: TaskTypeHandler = {
  type: WORKOUT_MODIFICATION_TASK,

  async run({ task, db, ai }) {
    const workoutId = String(task.metadata?.workoutId ?? '');
    const workout = workoutId ? await createWorkoutRepository(db).get(task.userId, workoutId) : null;
    if (!workout) throw new TaskFailure('The workout for this request is missing');
    const result = await ai.modifyWorkout(
      {
        workout: workout.workoutDetails,
        request: task.prompt,
        context: { fitness: await latestFitness(db, task.userId), lang: await userLang(db, task.userId) },
      },
      { userId: task.userId },
    );
    return { response: JSON.stringify(result.workout) };
  },
};
