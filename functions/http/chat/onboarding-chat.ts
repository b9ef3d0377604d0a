import { accepted, ok } from '../../lib/responses';
import type { ChatRoute } from './types';

/** POST /api/chat: the client's context and functions are not trusted; the worker builds the context from stored data. */
export const onboardingChat: ChatRoute<'onboardingChat'> =
  (chat) =>
  async ({ session, body }) =>
    accepted(await chat.startOnboarding(session.userId, body.message, body.hidden === true));

export const onboardingChatStatus: ChatRoute<'onboardingChatStatus'> =
  (chat) =>
  async ({ session, params }) =>
    ok(await chat.onboardingStatus(session.userId, params.runId));

export const onboardingChatHistory: ChatRoute<'onboardingChatHistory'> =
  (chat) =>
  async ({ session }) =>
    ok(await chat.onboardingHistory(session.userId));
