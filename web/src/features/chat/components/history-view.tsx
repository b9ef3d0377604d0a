import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { ConversationView } from '@shared/schemas/chat';
import { formatDateTime } from '../../../lib/dates';

/** Conversations newest first, each with its title and creation date. */
export function HistoryView({
  conversations,
  onOpen,
}: {
  conversations: ConversationView[] | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (conversations === null) {
    return (
      <div className="flex flex-1 items-center justify-center p-6">
        <Spinner />
      </div>
    );
  }
  if (conversations.length === 0)
    return (
      <p className="flex flex-1 items-center justify-center p-6 text-sm text-muted">
        {t('chat.assistant.noConversations')}
      </p>
    );
  return (
    <ul className="flex flex-1 flex-col divide-y divide-line overflow-y-auto" aria-label={t('chat.assistant.history')}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className="flex w-full flex-col items-start gap-0.5 px-4 py-3 text-left hover:bg-surface-2"
            onClick={() => onOpen(conversation.id)}
          >
            <span className="line-clamp-2 text-sm font-medium">{conversation.title}</span>
            <time dateTime={conversation.createdAt} className="text-xs text-muted">
              {formatDateTime(conversation.createdAt)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}
