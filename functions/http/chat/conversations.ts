import { accepted, ok } from '../../lib/responses';
import type { ChatRoute } from './types';

export const conversations: ChatRoute<'conversations'> =
  (chat) =>
  async ({ session }) =>
    ok(await chat.conversations(session.userId));

export const conversationMessages: ChatRoute<'conversationMessages'> =
  (chat) =>
  async ({ session, params }) =>
    ok(await chat.conversationMessages(session.userId, params.id));

export const chatConfig: ChatRoute<'chatConfig'> = (chat) => async () => ok(await chat.config());

export const createConversation: ChatRoute<'createConversation'> =
  (chat) =>
  async ({ session, body }) =>
    accepted(await chat.createConversation(session.userId, body.message, body.assistantId));

export const postConversationMessage: ChatRoute<'postConversationMessage'> =
  (chat) =>
  async ({ session, params, body }) =>
    accepted(await chat.postMessage(session.userId, params.id, body.message));

export const assistantChatStatus: ChatRoute<'assistantChatStatus'> =
  (chat) =>
  async ({ session, params }) =>
    ok(await chat.assistantStatus(session.userId, params.sessionId));
