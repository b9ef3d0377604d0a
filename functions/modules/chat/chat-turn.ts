import { randomUUID } from 'node:crypto';
import type { Lang } from '@shared/training/types';
import type { ChatInput, CoachTools } from '../../providers/ai/chat-types';
import { createOfflineCoach } from '../../providers/ai/offline/offline-coach';
import type { TaskContext } from '../tasks/task-type';
import { createAthleteContextReader } from './athlete-context';
import { createChatRepository } from './chat-repository';

/** The AI sees at most this many earlier messages of a conversation. */
const HISTORY_LIMIT = 40;

export interface ChatTurnOptions {
  conversationId: string;
  mode: ChatInput['mode'];
  /** Loaded alongside the conversation and the athlete's data. */
  assistant?: () => Promise<ChatInput['assistant']>;
  saveFitnessLevels?: ChatInput['saveFitnessLevels'];
  /** The in-app chat's proposal tools for this turn, in the athlete's language, and the proposals they stored. */
  coachTools?: (lang: Lang) => { tools: CoachTools; proposalIds: () => string[] };
}

/**
 * Answers the task's message with the conversation so far and the athlete's stored data, and stores the reply
 * keyed by the task: a task that runs again returns the stored reply instead of asking the AI twice.
 */
export async function answerChatTask(ctx: TaskContext, options: ChatTurnOptions): Promise<{ response: string }> {
  const { task, db, clock } = ctx;
  const chats = createChatRepository(db);
  const [messages, athlete, assistant] = await Promise.all([
    chats.listMessages(task.userId, options.conversationId),
    createAthleteContextReader(db, clock).read(task.userId),
    options.assistant ? options.assistant() : Promise.resolve(null),
  ]);
  const existing = messages.find((m) => m.taskId === task.id && m.role === 'assistant');
  if (existing) return { response: existing.message };

  const history = messages
    .filter((m) => m.taskId !== task.id)
    .slice(-HISTORY_LIMIT)
    .map((m) => ({ role: m.role, content: m.message }));
  // An assistant row may pin the offline coach; otherwise the configured provider answers.
  const ai = assistant?.provider === 'offline' ? createOfflineCoach() : ctx.ai;
  const coach = options.coachTools?.(athlete.lang);
  const reply = await ai.chat(
    {
      mode: options.mode,
      athlete,
      history,
      message: task.prompt,
      assistant,
      saveFitnessLevels: options.saveFitnessLevels,
      coachTools: coach?.tools,
    },
    { userId: task.userId, lang: athlete.lang },
  );
  const proposalIds = coach?.proposalIds() ?? [];
  const stored = await chats.putMessage(
    {
      id: randomUUID(),
      userId: task.userId,
      conversationId: options.conversationId,
      role: 'assistant',
      message: reply.message,
      taskId: task.id,
      hidden: false,
      createdAt: clock().toISOString(),
      ...(proposalIds.length ? { proposalIds } : {}),
    },
    task.createdAt,
  );
  if (!stored) {
    const again = (await chats.listMessages(task.userId, options.conversationId)).find(
      (m) => m.taskId === task.id && m.role === 'assistant',
    );
    return { response: again?.message ?? reply.message };
  }
  return { response: reply.message };
}
