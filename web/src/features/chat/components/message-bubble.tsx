import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatDaysIn, formatTime } from '../../../lib/dates';
import type { ChatProposalView } from '@shared/schemas/chat-proposal';
import { ProposalCard } from './proposal-card';

export interface BubbleMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO timestamp, shown when given. */
  timestamp?: string;
  /** The coach's proposals made in this reply, shown as Accept / Keep cards under it. */
  proposals?: ChatProposalView[];
}

export function MessageBubble({ message }: { message: BubbleMessage }) {
  const { t } = useTranslation();
  const mine = message.role === 'user';
  return (
    <div
      className={cn('flex max-w-[85%] flex-col gap-1', mine ? 'self-end items-end' : 'self-start items-start')}
      data-role={message.role}
    >
      <span className="sr-only">{mine ? t('chat.you') : t('chat.coach')}</span>
      <div
        className={cn(
          'whitespace-pre-wrap wrap-anywhere rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
          mine ? 'bg-primary text-primary-fg' : 'bg-surface-2 text-fg',
        )}
      >
        {mine ? message.content : formatDaysIn(message.content)}
      </div>
      {message.proposals?.map((proposal) => (
        <ProposalCard key={proposal.id} proposal={proposal} />
      ))}
      {message.timestamp ? (
        <time dateTime={message.timestamp} className="px-1 text-xs text-muted">
          {formatTime(message.timestamp)}
        </time>
      ) : null}
    </div>
  );
}
