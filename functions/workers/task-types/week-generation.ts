import { WEEK_GENERATION_TASK, weekGenerationFor } from '../../modules/weeks/generation-service';
import { weekCoach } from '../../modules/weeks/week-coach';
import type { TaskTypeHandler } from '../../modules/tasks/task-type';

/** A week's generation (modules/weeks/generation-service): the worker's run and the failure it ends in. */
export const weekGeneration: TaskTypeHandler = {
  type: WEEK_GENERATION_TASK,
  run: async ({ task, db, clock, ai, logger }) => ({
    response: JSON.stringify(await weekGenerationFor({ db, clock }).generate(task, weekCoach(db, ai, clock), logger)),
  }),
  onFailed: ({ task, db, clock }, message) => weekGenerationFor({ db, clock }).fail(task, message),
};
