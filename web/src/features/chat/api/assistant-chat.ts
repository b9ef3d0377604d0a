import { apiCall } from '../../../lib/api-call';

export const getConversations = () => apiCall('conversations');

export const getConversationMessages = (conversationId: string) =>
  apiCall('conversationMessages', { params: { id: conversationId } });

export const getChatConfig = () => apiCall('chatConfig');

export const createConversation = (body: { title: string; message: string; assistantId?: string }) =>
  apiCall('createConversation', { body });

export const postConversationMessage = (conversationId: string, message: string) =>
  apiCall('postConversationMessage', { params: { id: conversationId }, body: { role: 'user', message } });
