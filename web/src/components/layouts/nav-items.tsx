import { Home, LineChart, MessageCircle, Settings } from 'lucide-react';
import type { TabId } from '../../lib/navigation';

export const TAB_ICONS: Record<TabId, typeof Home> = { home: Home, progress: LineChart, chat: MessageCircle, settings: Settings };
