import { useTranslation } from 'react-i18next';
import { ChatComposer } from './chat-composer';
import { ChatMenu } from './chat-menu';
import { HistoryView } from './history-view';
import { MessageList } from './message-list';
import { NewChatView } from './new-chat-view';
import { useAssistantChat } from './use-assistant-chat';

/** The in-app coach chat: new chat, messages and history views. */
export function AssistantChat() {
  const { t } = useTranslation();
  const chat = useAssistantChat();
  return (
    <section
      aria-label={t('chat.assistant.title')}
      data-view={chat.view}
      className="flex h-[calc(100dvh-15.5rem)] min-h-[22rem] md:h-[calc(100dvh-12rem)] flex-col rounded-2xl border border-line bg-surface"
    >
      <header className="flex items-center justify-between border-b border-line px-4 py-2">
        <h1 className="text-base font-semibold">
          {chat.view === 'history' ? t('chat.assistant.history') : t('chat.assistant.title')}
        </h1>
        <ChatMenu onNewChat={chat.newChat} onHistory={chat.showHistory} />
      </header>
      {chat.view === 'history' ? (
        <HistoryView conversations={chat.conversations} onOpen={(id) => void chat.openConversation(id)} />
      ) : chat.view === 'new' ? (
        <NewChatView onPrompt={(prompt) => void chat.send(prompt)} />
      ) : (
        <MessageList messages={chat.messages} thinking={chat.thinking} />
      )}
      {chat.view !== 'history' ? (
        <ChatComposer disabled={chat.thinking} onSend={(message) => void chat.send(message)} />
      ) : null}
    </section>
  );
}
