import { Home, LineChart, MessageCircle, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { activeTab, NAV_TABS, type NavTab, type TabId } from '../../lib/navigation';

export const TAB_ICONS: Record<TabId, typeof Home> = {
  home: Home,
  progress: LineChart,
  chat: MessageCircle,
  settings: Settings,
};

export interface NavItem extends NavTab {
  Icon: typeof Home;
  label: string;
  isActive: boolean;
}

/** The main tabs for the current location, shared by the phone's bottom bar and the wide header. */
export function useNavItems(): { navLabel: string; items: NavItem[] } {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  const items = NAV_TABS.map((tab) => ({
    ...tab,
    Icon: TAB_ICONS[tab.id],
    label: t(`nav.tabs.${tab.id}`),
    isActive: active === tab.id,
  }));
  return { navLabel: t('nav.main'), items };
}
