import { Coins, LayoutDashboard, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/components/auth-provider';
import { useSignupsOpen } from '../../features/config/api/get-accepting-signups';
import { buttonClasses } from '../../components/ui/button';
import { LanguageToggle } from '../../features/account/components/language-toggle';
import { Logo } from '../../components/layouts/logo';
import { TopNav } from '../../components/layouts/top-nav';

/** Fixed header, 16 units high: logo to /, then what fits the visitor. */
export function Header() {
  const { t } = useTranslation();
  const { user, isLoading, logout, isPending } = useAuth();
  const { pathname } = useLocation();
  // Signed-in athletes never see the Login button, so they don't pay for the signup-config call (nor while the session loads).
  const signupsOpen = useSignupsOpen({ enabled: !user && !isLoading && !isPending });
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        {!user && (
          <div className="flex items-center gap-2 sm:gap-3">
            <LanguageToggle />
            <Link to={signupsOpen ? '/auth' : '/beta'} className={buttonClasses('secondary', 'sm')}>
              {t('nav.login')}
            </Link>
          </div>
        )}
        {user && pathname === '/' && (
          <Link to="/dashboard" className={buttonClasses('primary', 'sm')}>
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
            {t('nav.dashboard')}
          </Link>
        )}
        {user && pathname !== '/' && (
          <div className="flex items-center gap-2">
            {!pathname.startsWith('/onboarding') && <TopNav />}
            {!pathname.startsWith('/onboarding') && (
              <Link
                to="/get-credits"
                className={buttonClasses('ghost', 'sm', 'tabular-nums')}
                aria-label={t('nav.credits', { count: user.credits })}
                title={t('nav.credits', { count: user.credits })}
                data-testid="header-credits"
              >
                <Coins className="h-4 w-4 text-ember-500" aria-hidden="true" />
                {user.credits}
              </Link>
            )}
            <button
              type="button"
              onClick={() => void logout()}
              disabled={isPending}
              className={buttonClasses('ghost', 'icon')}
              aria-label={t('nav.logout')}
              title={t('nav.logout')}
            >
              <LogOut className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
