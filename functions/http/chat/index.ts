import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createChatServices } from '../../modules/chat/compose';
import {
  assistantChatStatus,
  chatConfig,
  conversationMessages,
  conversations,
  createConversation,
  postConversationMessage,
} from './conversations';
import { onboardingChat, onboardingChatHistory, onboardingChatStatus } from './onboarding-chat';

const platform = createPlatform();
const { chat } = createChatServices(platform);

export const handler = createGroupHandler(
  'chat',
  () => import('@shared/api/routes/chat').then((m) => m.chatRoutes),
  {
    onboardingChat: onboardingChat(chat),
    onboardingChatStatus: onboardingChatStatus(chat),
    onboardingChatHistory: onboardingChatHistory(chat),
    conversations: conversations(chat),
    conversationMessages: conversationMessages(chat),
    chatConfig: chatConfig(chat),
    createConversation: createConversation(chat),
    postConversationMessage: postConversationMessage(chat),
    assistantChatStatus: assistantChatStatus(chat),
  },
  platform.sessionDeps,
);
