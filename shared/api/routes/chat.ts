import { defineRoutes } from '../route-types';
import { idParams } from '../../schemas/common';
import {
  createConversationBody,
  onboardingChatBody,
  postMessageBody,
  runIdParams,
  sessionIdParams,
} from '../../schemas/chat';

export const chatRoutes = defineRoutes([
  { id: 'onboardingChat', method: 'POST', path: '/api/chat', group: 'chat', auth: 'user', body: onboardingChatBody },
  {
    id: 'onboardingChatStatus',
    method: 'GET',
    path: '/api/chat/status/{runId}',
    group: 'chat',
    auth: 'user',
    params: runIdParams,
  },
  { id: 'onboardingChatHistory', method: 'GET', path: '/api/chat/history', group: 'chat', auth: 'user' },
  { id: 'conversations', method: 'GET', path: '/api/chat2/history', group: 'chat', auth: 'user' },
  {
    id: 'conversationMessages',
    method: 'GET',
    path: '/api/chat2/conversations/{id}/messages',
    group: 'chat',
    auth: 'user',
    params: idParams,
  },
  { id: 'chatConfig', method: 'GET', path: '/api/chat2/config', group: 'chat', auth: 'user' },
  {
    id: 'createConversation',
    method: 'POST',
    path: '/api/chat2/conversations',
    group: 'chat',
    auth: 'user',
    body: createConversationBody,
  },
  {
    id: 'postConversationMessage',
    method: 'POST',
    path: '/api/chat2/conversations/{id}/messages',
    group: 'chat',
    auth: 'user',
    params: idParams,
    body: postMessageBody,
  },
  {
    id: 'assistantChatStatus',
    method: 'GET',
    path: '/api/chat2/status/{sessionId}',
    group: 'chat',
    auth: 'user',
    params: sessionIdParams,
  },
]);
