import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { activeTab, NAV_TABS } from '../../lib/navigation';
import { cn } from '../../lib/cn';
import { TAB_ICONS } from './nav-items';

/** Wide screens: the same four destinations in the header. */
export function TopNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <nav aria-label={t('nav.main')} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {NAV_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab.id];
          const isActive = active === tab.id;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition',
                  isActive ? 'bg-surface-2 text-fg' : 'text-muted hover:bg-surface-2 hover:text-fg',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {t(`nav.tabs.${tab.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
