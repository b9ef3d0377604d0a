import { useEffect, useRef } from 'react';
import { MessageBubble, type BubbleMessage } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

/** The conversation, scrolled to the newest message, with the thinking indicator while a reply is pending. */
export function MessageList({ messages, thinking }: { messages: BubbleMessage[]; thinking: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, thinking]);
  return (
    <div className="flex flex-1 flex-col gap-3 overflow-y-auto p-4" aria-live="polite" data-testid="chat-messages">
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} />
      ))}
      {thinking ? <TypingIndicator /> : null}
      <div ref={end} />
    </div>
  );
}
