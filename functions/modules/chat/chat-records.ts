import type { ChatMessageView, ChatRole, ConversationView } from '@shared/schemas/chat';
import { TASK_TYPE } from '@shared/tasks/task-types';

/** The onboarding assessment chat is one fixed conversation per user. */
export const ONBOARDING_CONVERSATION = 'onboarding';

/** Task types of the two chats (functions/workers/task-types). */
export const ASSESSMENT_CHAT = TASK_TYPE.assessmentChat;
export const ASSISTANT_CHAT = TASK_TYPE.assistantChat;

export interface ConversationRecord {
  id: string;
  userId: string;
  aiAssistantId: string | null;
  title: string;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ChatMessageRecord {
  id: string;
  userId: string;
  conversationId: string;
  role: ChatRole;
  message: string;
  /** The task that asked (user) or answered (assistant). */
  taskId: string;
  /** The hidden onboarding initialisation message: part of the AI's context, never listed. */
  hidden: boolean;
  createdAt: string;
  /** The proposals the reply made (in-app chat tools), shown as cards under it. */
  proposalIds?: string[];
}

export const toConversationView = (c: ConversationRecord): ConversationView => ({
  id: c.id,
  title: c.title,
  createdAt: c.createdAt,
});

export const toMessageView = (m: ChatMessageRecord): ChatMessageView => ({
  id: m.id,
  role: m.role,
  message: m.message,
  createdAt: m.createdAt,
});
