import { History, MoreVertical, SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

export function ChatMenu({ onNewChat, onHistory }: { onNewChat: () => void; onHistory: () => void }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('chat.assistant.menu')}>
          <MoreVertical className="h-5 w-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onNewChat}>
          <SquarePen className="h-4 w-4" aria-hidden="true" />
          {t('chat.assistant.newChat')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onHistory}>
          <History className="h-4 w-4" aria-hidden="true" />
          {t('chat.assistant.history')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
