import { apiJson } from '../../../lib/api-client';
import type { ChatMessageView, ChatStatusView, ConversationView } from '../../../../../shared/schemas/chat';

export const getConversations = () => apiJson<ConversationView[]>('GET', '/api/chat2/history');

export const getConversationMessages = (conversationId: string) =>
  apiJson<ChatMessageView[]>('GET', `/api/chat2/conversations/${encodeURIComponent(conversationId)}/messages`);

export const getChatConfig = () => apiJson<{ assistantId: string }>('GET', '/api/chat2/config');

export const createConversation = (body: { title: string; message: string; assistantId?: string }) =>
  apiJson<{ conversationId: string; sessionId: string }>('POST', '/api/chat2/conversations', body);

export const postConversationMessage = (conversationId: string, message: string) =>
  apiJson<{ sessionId: string }>('POST', `/api/chat2/conversations/${encodeURIComponent(conversationId)}/messages`, { role: 'user', message });

export const getAssistantStatus = (sessionId: string) => apiJson<ChatStatusView>('GET', `/api/chat2/status/${encodeURIComponent(sessionId)}`);
