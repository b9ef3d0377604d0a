import * as z from 'zod';
import { idSchema } from './common';
import type { ChatProposalView } from './chat-proposal';
import { MAX_CHAT_MESSAGE } from './chat-limits';

export { CONVERSATION_TITLE_LIMIT, conversationTitle } from './chat-title';
export { MAX_CHAT_MESSAGE } from './chat-limits';

export const BLANK_MESSAGE = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Messages are limited to ${MAX_CHAT_MESSAGE} characters`;

export const chatMessageText = z
  .string({ error: BLANK_MESSAGE })
  .refine((s) => s.trim().length > 0, BLANK_MESSAGE)
  .refine((s) => s.length <= MAX_CHAT_MESSAGE, MESSAGE_TOO_LONG);

export const FITNESS_FUNCTION_NAME = 'save_fitness_levels';

/** The one function the onboarding chat offers: three numbers 0-100, all required. */
export const saveFitnessLevelsArgs = z
  .object({
    swimming_fitness_level: z.number().min(0).max(100),
    cycling_fitness_level: z.number().min(0).max(100),
    running_fitness_level: z.number().min(0).max(100),
  })
  .strict();
export type SaveFitnessLevelsArgs = z.infer<typeof saveFitnessLevelsArgs>;

/** POST /api/chat. The client's context and functions are accepted for compatibility; the server builds its own. */
export const onboardingChatBody = z
  .object({
    message: chatMessageText,
    context: z
      .array(z.object({ role: z.string().max(20), content: z.string().max(MAX_CHAT_MESSAGE) }).passthrough())
      .max(100)
      .optional(),
    functions: z.array(z.unknown()).max(5).optional(),
    /** The hidden initialisation message: answered, but never listed in the history. */
    hidden: z.boolean().optional(),
  })
  .strict();

export const createConversationBody = z
  .object({
    message: chatMessageText,
    title: z.string().max(1000).optional(),
    assistantId: idSchema.optional(),
  })
  .strict();

export const postMessageBody = z
  .object({
    message: chatMessageText,
    role: z.literal('user').optional(),
  })
  .strict();

export const runIdParams = z.object({ runId: idSchema });
export const sessionIdParams = z.object({ sessionId: idSchema });

export type ChatRole = 'user' | 'assistant';

/** A message of either chat as the client sees it. */
export interface ChatMessageView {
  id: string;
  role: ChatRole;
  message: string;
  createdAt: string;
  /** In-app chat: the proposals this reply made, as Accept / Keep cards (left out when none). */
  proposals?: ChatProposalView[];
}

export interface ConversationView {
  id: string;
  title: string;
  createdAt: string;
}

export interface ChatStatusView {
  completed: boolean;
  status: 'pending' | 'running' | 'completed' | 'failed';
  message?: string | null;
  error?: string;
  /** Onboarding chat: the levels save_fitness_levels stored during this turn, else null. */
  fitnessLevels?: { swimLevel: number; bikeLevel: number; runLevel: number } | null;
  /** In-app chat: the proposals the completed reply made (left out when none). */
  proposals?: ChatProposalView[];
}
