import { createAssistantRepository, ensureDefaultAssistant } from '../../modules/chat/assistant-repository';
import { ASSISTANT_CHAT } from '../../modules/chat/chat-records';
import { answerChatTask } from '../../modules/chat/chat-turn';
import { coachToolsFor } from '../../modules/chat-actions/coach-tools-compose';
import { TaskFailure } from '../../modules/tasks/task-errors';
import type { TaskTypeHandler } from '../../modules/tasks/task-type';

/** A turn of the in-app coach chat (chat2), with the conversation's assistant row (model, system prompt) and its proposal tools. */
export const assistantChat: TaskTypeHandler = {
  type: ASSISTANT_CHAT,
  async run(ctx) {
    const conversationId = ctx.task.metadata.conversationId;
    if (typeof conversationId !== 'string') throw new TaskFailure('The conversation of this message is missing.');
    const assistants = createAssistantRepository(ctx.db);
    const assistant = async () => {
      const row =
        (ctx.task.aiAssistantId && (await assistants.get(ctx.task.aiAssistantId))) ||
        (await ensureDefaultAssistant(assistants, ctx.clock().toISOString()));
      return { systemPrompt: row.systemPrompt, modelId: row.modelId, provider: row.provider };
    };
    const coachTools = (lang: 'en' | 'pl') =>
      coachToolsFor(ctx)({ userId: ctx.task.userId, taskId: ctx.task.id, conversationId, lang });
    return answerChatTask(ctx, { conversationId, mode: 'assistant', assistant, coachTools });
  },
};
