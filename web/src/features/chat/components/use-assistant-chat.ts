import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageView, ConversationView } from '@shared/schemas/chat';
import { conversationTitle } from '@shared/schemas/chat-title';
import {
  createConversation,
  getChatConfig,
  getConversationMessages,
  getConversations,
  postConversationMessage,
} from '../api/assistant-chat';
import { CHAT_WAIT } from '../lib/chat-wait';
import { useTaskWaiter } from '../../../lib/task-status';
import type { BubbleMessage } from './message-bubble';

export type AssistantView = 'new' | 'messages' | 'history';

const TEMP_PREFIX = 'temp-';
let nextId = 0;
const localId = () => `local-${Date.now()}-${nextId++}`;

/** Seed 000 "In-app chat": failures are only logged, and the thinking indicator stops. */
const logFailure = (situation: string) => (error: unknown) => console.error(situation, error);

const toBubble = (m: ChatMessageView): BubbleMessage => ({
  id: m.id,
  role: m.role,
  content: m.message,
  timestamp: m.createdAt,
  ...(m.proposals ? { proposals: m.proposals } : {}),
});

export function useAssistantChat() {
  const [view, setView] = useState<AssistantView>('new');
  const [messages, setMessages] = useState<BubbleMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [conversations, setConversations] = useState<ConversationView[] | null>(null);
  const [thinking, setThinking] = useState(false);
  const assistantId = useRef<string | undefined>(undefined);
  /** Answers of an earlier conversation must not land in the one on screen. */
  const current = useRef<string | null>(null);
  const waitForAnswer = useTaskWaiter('assistantChatStatus', CHAT_WAIT);

  useEffect(() => {
    getChatConfig()
      .then((config) => (assistantId.current = config.assistantId))
      .catch(logFailure('Failed to get chat config'));
  }, []);

  const waitForReply = useCallback(
    async (id: string, sessionId: string) => {
      const outcome = await waitForAnswer(sessionId);
      if (outcome.state !== 'completed' || !outcome.data)
        throw new Error(outcome.state === 'failed' ? (outcome.data?.error ?? 'failed') : 'timed out');
      const status = outcome.data;
      if (current.current !== id) return;
      if (status.message)
        setMessages((list) => [
          ...list,
          {
            id: localId(),
            role: 'assistant',
            content: status.message!,
            timestamp: new Date().toISOString(),
            ...(status.proposals ? { proposals: status.proposals } : {}),
          },
        ]);
      else setMessages((await getConversationMessages(id)).map(toBubble));
    },
    [waitForAnswer],
  );

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || thinking) return;
      setMessages((list) => [
        ...list,
        { id: localId(), role: 'user', content: message, timestamp: new Date().toISOString() },
      ]);
      setView('messages');
      setThinking(true);
      const existing = conversationId && !conversationId.startsWith(TEMP_PREFIX) ? conversationId : null;
      try {
        if (existing) {
          const { sessionId } = await postConversationMessage(existing, message).catch((e) =>
            Promise.reject(Object.assign(e, { situation: 'Failed to send message' })),
          );
          await waitForReply(existing, sessionId);
        } else {
          const temp = `${TEMP_PREFIX}${Date.now()}`;
          setConversationId(temp);
          current.current = temp;
          const created = await createConversation({
            title: conversationTitle(message),
            message,
            assistantId: assistantId.current,
          }).catch((e) => Promise.reject(Object.assign(e, { situation: 'Failed to create conversation' })));
          if (current.current === temp) {
            current.current = created.conversationId;
            setConversationId(created.conversationId);
          }
          await waitForReply(created.conversationId, created.sessionId);
        }
      } catch (error) {
        logFailure((error as { situation?: string }).situation ?? 'Failed to send message')(error);
      } finally {
        setThinking(false);
      }
    },
    [conversationId, thinking, waitForReply],
  );

  const newChat = useCallback(() => {
    current.current = null;
    setConversationId(null);
    setMessages([]);
    setThinking(false);
    setView('new');
  }, []);

  const showHistory = useCallback(() => {
    setView('history');
    setConversations(null);
    getConversations()
      .then(setConversations)
      .catch((error) => {
        logFailure('Failed to fetch conversations')(error);
        setConversations([]);
      });
  }, []);

  const openConversation = useCallback(async (id: string) => {
    current.current = id;
    setConversationId(id);
    setMessages([]);
    setThinking(false);
    setView('messages');
    try {
      const list = await getConversationMessages(id);
      if (current.current === id) setMessages(list.map(toBubble));
    } catch (error) {
      logFailure('Failed to fetch messages')(error);
    }
  }, []);

  return { view, messages, thinking, conversations, send, newChat, showHistory, openConversation };
}
