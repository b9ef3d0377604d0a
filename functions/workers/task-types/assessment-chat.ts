import { ASSESSMENT_CHAT, ONBOARDING_CONVERSATION } from '../../modules/chat/chat-records';
import { answerChatTask } from '../../modules/chat/chat-turn';
import { fitnessToolFor } from '../../modules/chat/fitness-tool-service';
import type { TaskTypeHandler } from '../../modules/tasks/task-type';

/** A turn of the onboarding fitness assessment; save_fitness_levels stores the levels (once per task). */
export const assessmentChat: TaskTypeHandler = {
  type: ASSESSMENT_CHAT,
  run: (ctx) =>
    answerChatTask(ctx, {
      conversationId: ONBOARDING_CONVERSATION,
      mode: 'assessment',
      saveFitnessLevels: fitnessToolFor(ctx.db, ctx.clock)(ctx.task.userId, ctx.task.id),
    }),
};
