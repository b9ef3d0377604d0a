import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { activeTab, NAV_TABS } from '../../lib/navigation';
import { cn } from '../../lib/cn';
import { TAB_ICONS } from './nav-items';

/** The phone's main navigation: four tabs fixed at the bottom. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {NAV_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab.id];
          const isActive = active === tab.id;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                aria-current={isActive ? 'page' : undefined}
                className={cn('flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold', isActive ? 'text-primary' : 'text-muted')}
              >
                <Icon className="h-5 w-5" aria-hidden="true" strokeWidth={isActive ? 2.5 : 2} />
                {t(`nav.tabs.${tab.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
