import { History, SquarePen } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { openedByPointer, useReplayedKey, type MenuOpening } from '../../../components/ui/menu-on-demand';

/** The chat's Radix menu, mounted (and its chunk loaded) on the menu button's first press. */
export function OpenedChatMenu({
  trigger,
  icon,
  opening,
  onNewChat,
  onHistory,
}: {
  trigger: { className: string; 'aria-label': string };
  icon: ReactNode;
  opening: MenuOpening;
  onNewChat: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useReplayedKey(opening, triggerRef);
  return (
    <DropdownMenu defaultOpen={openedByPointer(opening)}>
      <DropdownMenuTrigger ref={triggerRef} {...trigger}>
        {icon}
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
