import { MoreVertical } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { MenuOnDemand } from '../../../components/ui/menu-on-demand';

const loadMenu = () => import('./opened-chat-menu');
const OpenedChatMenu = lazy(() => loadMenu().then((m) => ({ default: m.OpenedChatMenu })));
const icon = <MoreVertical className="h-5 w-5" aria-hidden="true" />;

/**
 * New chat / History. The Radix menu (and its chunk, fetched when the pointer or focus reaches the button) mounts on
 * the first press: the chat's first screen neither downloads nor renders it.
 */
export function ChatMenu({ onNewChat, onHistory }: { onNewChat: () => void; onHistory: () => void }) {
  const { t } = useTranslation();
  const trigger = { className: buttonClasses('ghost', 'icon'), 'aria-label': t('chat.assistant.menu') };
  // While the chunk loads, the button as it was (the real menu then opens as pressed).
  const placeholder = (
    <button type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed" {...trigger}>
      {icon}
    </button>
  );
  return (
    <MenuOnDemand
      {...trigger}
      icon={icon}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      menu={(opening) => (
        <Suspense fallback={placeholder}>
          <OpenedChatMenu trigger={trigger} icon={icon} opening={opening} onNewChat={onNewChat} onHistory={onHistory} />
        </Suspense>
      )}
    />
  );
}
