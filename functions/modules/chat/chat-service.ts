import { randomUUID } from 'node:crypto';
import type { ChatMessageView, ChatStatusView, ConversationView } from '@shared/schemas/chat';
import { conversationTitle } from '@shared/schemas/chat-title';
import { notFound, tooManyRequests } from '../../lib/errors';
import type { RateLimiter } from '../accounts/rate-limiter';
import { LIMITS, userBuckets } from '../accounts/limits';
import type { Clock } from '../../lib/clock';
import { publicTaskId, type PublicTaskId, type Task } from '../tasks/task';
import { taskStatusView } from '../tasks/task-status';
import type { TaskService } from '../tasks/task-service';
import { ensureDefaultAssistant, type AssistantRepository } from './assistant-repository';
import {
  ASSESSMENT_CHAT,
  ASSISTANT_CHAT,
  ONBOARDING_CONVERSATION,
  toConversationView,
  toMessageView,
} from './chat-records';
import type { ChatRepository } from './chat-repository';
import type { ToolCallRepository } from './tool-call-repository';
import type { ProposalRepository } from '../chat-actions/proposal-repository';
import { toProposalView } from '../chat-actions/proposal-record';
import type { ChatMessageRecord } from './chat-records';

export const CHAT_LIMIT_MESSAGE =
  'You have sent a lot of messages in the last hour. Please wait a while before sending more.';

export interface ChatServiceDeps {
  chats: ChatRepository;
  assistants: AssistantRepository;
  toolCalls: Pick<ToolCallRepository, 'find'>;
  proposals: Pick<ProposalRepository, 'getMany'>;
  limiter: Pick<RateLimiter, 'take'>;
  tasks: TaskService;
  clock: Clock;
}

/** Both chats: each message starts an AI task; the client polls the task's status. */
export function createChatService({ chats, assistants, toolCalls, proposals, limiter, tasks, clock }: ChatServiceDeps) {
  /** Messages as the client sees them, each reply with its proposal cards (one read for the whole list). */
  async function withProposals(userId: string, messages: ChatMessageRecord[]): Promise<ChatMessageView[]> {
    const ids = messages.flatMap((m) => m.proposalIds ?? []);
    const found = new Map(
      (await proposals.getMany(userId, ids)).map((p) => [p.id, toProposalView(p, clock().toISOString())]),
    );
    return messages.map((m) => {
      const cards = (m.proposalIds ?? []).flatMap((id) => found.get(id) ?? []);
      return cards.length ? { ...toMessageView(m), proposals: cards } : toMessageView(m);
    });
  }

  /** Every message counts against the hour's limit, a new conversation's first one included; counted before any work. */
  async function countMessage(userId: string): Promise<void> {
    if (!(await limiter.take(userBuckets.chatMessages(userId), LIMITS.chatMessagesPerAthlete)))
      throw tooManyRequests(CHAT_LIMIT_MESSAGE);
  }

  async function ask(
    userId: string,
    conversationId: string,
    message: string,
    taskType: string,
    options: { hidden?: boolean; aiAssistantId?: string | null },
  ): Promise<Task> {
    await countMessage(userId);
    const task = await tasks.start({
      userId,
      taskType,
      prompt: message,
      metadata: { conversationId, hidden: options.hidden === true },
      aiAssistantId: options.aiAssistantId ?? null,
    });
    await chats.putMessage(
      {
        id: randomUUID(),
        userId,
        conversationId,
        role: 'user',
        message,
        taskId: task.id,
        hidden: options.hidden === true,
        createdAt: task.createdAt,
      },
      task.createdAt,
    );
    return task;
  }

  async function ownTask(userId: string, taskId: string, taskType: string): Promise<Task> {
    const task = await tasks.getForUser(userId, taskId);
    if (task.taskType !== taskType) throw notFound('Task not found');
    return task;
  }

  async function ownConversation(userId: string, conversationId: string) {
    const conversation = await chats.getConversation(userId, conversationId);
    if (!conversation) throw notFound('Conversation not found');
    return conversation;
  }

  const reply = (task: Task) => (task.status === 'completed' ? task.response : null);

  return {
    async startOnboarding(userId: string, message: string, hidden: boolean): Promise<{ runId: string }> {
      const task = await ask(userId, ONBOARDING_CONVERSATION, message, ASSESSMENT_CHAT, { hidden });
      return { runId: task.id };
    },

    async onboardingStatus(userId: string, runId: string): Promise<ChatStatusView> {
      const task = await ownTask(userId, runId, ASSESSMENT_CHAT);
      // Tells the client the assessment is over: this turn stored the athlete's levels.
      const fitnessLevels = task.status === 'completed' ? await toolCalls.find(userId, task.id) : null;
      return { ...taskStatusView(task), message: reply(task), fitnessLevels };
    },

    async onboardingHistory(userId: string): Promise<ChatMessageView[]> {
      return (await chats.listMessages(userId, ONBOARDING_CONVERSATION)).filter((m) => !m.hidden).map(toMessageView);
    },

    async conversations(userId: string): Promise<ConversationView[]> {
      return (await chats.listConversations(userId)).map(toConversationView);
    },

    async conversationMessages(userId: string, conversationId: string): Promise<ChatMessageView[]> {
      await ownConversation(userId, conversationId);
      return withProposals(userId, await chats.listMessages(userId, conversationId));
    },

    async config(): Promise<{ assistantId: string }> {
      return { assistantId: (await ensureDefaultAssistant(assistants, clock().toISOString())).id };
    },

    /** Title: the first 100 characters of the first message. The task starts first, so a 429 leaves no empty conversation. */
    async createConversation(
      userId: string,
      message: string,
      assistantId?: string,
    ): Promise<{ conversationId: string } & PublicTaskId> {
      await countMessage(userId);
      const assistant =
        (assistantId && (await assistants.get(assistantId))) ||
        (await ensureDefaultAssistant(assistants, clock().toISOString()));
      const conversationId = randomUUID();
      const task = await tasks.start({
        userId,
        taskType: ASSISTANT_CHAT,
        prompt: message,
        metadata: { conversationId },
        aiAssistantId: assistant.id,
      });
      const now = task.createdAt;
      await Promise.all([
        chats.createConversation({
          id: conversationId,
          userId,
          aiAssistantId: assistant.id,
          title: conversationTitle(message),
          archived: false,
          createdAt: now,
          updatedAt: now,
        }),
        chats.putMessage(
          {
            id: randomUUID(),
            userId,
            conversationId,
            role: 'user',
            message,
            taskId: task.id,
            hidden: false,
            createdAt: now,
          },
          now,
        ),
      ]);
      return { conversationId, ...publicTaskId(task.id) };
    },

    async postMessage(userId: string, conversationId: string, message: string): Promise<PublicTaskId> {
      const conversation = await ownConversation(userId, conversationId);
      const task = await ask(userId, conversationId, message, ASSISTANT_CHAT, {
        aiAssistantId: conversation.aiAssistantId,
      });
      return publicTaskId(task.id);
    },

    async assistantStatus(userId: string, taskId: string): Promise<ChatStatusView> {
      const task = await ownTask(userId, taskId, ASSISTANT_CHAT);
      if (task.status !== 'completed') return taskStatusView(task);
      const conversationId = task.metadata.conversationId;
      const reply =
        typeof conversationId === 'string'
          ? (await chats.listMessages(userId, conversationId)).find(
              (m) => m.taskId === task.id && m.role === 'assistant',
            )
          : undefined;
      const cards = reply?.proposalIds?.length ? ((await withProposals(userId, [reply]))[0].proposals ?? []) : [];
      return { ...taskStatusView(task), message: task.response, ...(cards.length ? { proposals: cards } : {}) };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
