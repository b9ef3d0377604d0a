import {
  CalendarDays,
  CalendarOff,
  CreditCard,
  HeartPulse,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Palette,
  ShieldCheck,
  User,
  Watch,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { PageLoader } from '../../../components/layouts/page-loader';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { CalendarSettings } from '../components/calendar-settings';
import { CreditsSettings } from '../components/credits-settings';
import { PreferencesSettings } from '../components/preferences-settings';

// Forms with validation schemas and dialogs load when their section opens, so a light section's first screen
// (zones, calendar) does not download and evaluate them. web/build/preload-routes.ts reads these `lazy` lines and
// SECTIONS to modulepreload the current section's code with the page's.
const ProfileSettings = lazy(() =>
  import('../components/profile-settings').then((m) => ({ default: m.ProfileSettings })),
);
const PasswordSettings = lazy(() =>
  import('../components/password-settings').then((m) => ({ default: m.PasswordSettings })),
);
const ConnectionsSettings = lazy(() =>
  import('../components/connections-settings').then((m) => ({ default: m.ConnectionsSettings })),
);
const ZonesSettings = lazy(() => import('../components/zones-settings').then((m) => ({ default: m.ZonesSettings })));
const AvailabilitySettings = lazy(() =>
  import('../components/availability-settings').then((m) => ({ default: m.AvailabilitySettings })),
);
const PrivacySettings = lazy(() =>
  import('../components/privacy-settings').then((m) => ({ default: m.PrivacySettings })),
);

const SECTIONS = [
  { path: 'profile', icon: User, element: <ProfileSettings /> },
  { path: 'preferences', icon: Palette, element: <PreferencesSettings /> },
  { path: 'password', icon: KeyRound, element: <PasswordSettings /> },
  { path: 'watch', icon: Watch, element: <ConnectionsSettings /> },
  { path: 'zones', icon: HeartPulse, element: <ZonesSettings /> },
  { path: 'availability', icon: CalendarOff, element: <AvailabilitySettings /> },
  { path: 'calendar', icon: CalendarDays, element: <CalendarSettings /> },
  { path: 'credits', icon: CreditCard, element: <CreditsSettings /> },
  { path: 'privacy', icon: ShieldCheck, element: <PrivacySettings /> },
] as const;

export default function SettingsPage() {
  const { t } = useTranslation();
  const { logout, isPending, user } = useAuth();
  return (
    <div className="py-2">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('settings.title')}</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t('settings.sectionsLabel')}>
          <ul className="grid grid-cols-3 gap-2 md:flex md:flex-col md:gap-1">
            {SECTIONS.map(({ path, icon: Icon }) => (
              <li key={path} className="min-w-0">
                <NavLink
                  to={`/settings/${path}`}
                  className={({ isActive }) =>
                    cn(
                      'flex h-10 items-center justify-center gap-2 truncate rounded-xl px-1.5 text-[13px] font-semibold transition sm:px-2 sm:text-sm md:justify-start md:px-3',
                      isActive
                        ? 'bg-navy-900 text-white dark:bg-surface-2'
                        : 'text-muted hover:bg-surface-2 hover:text-fg',
                    )
                  }
                >
                  <Icon className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden="true" />
                  <span className="min-w-0 truncate">{t(`settings.nav.${path}`)}</span>
                </NavLink>
              </li>
            ))}
            {user?.isAdmin && (
              <li className="col-span-3 md:mt-4">
                <Link
                  to="/admin"
                  className="flex h-10 items-center justify-center gap-2 rounded-xl border border-line px-3 text-sm font-semibold text-accent hover:bg-surface-2 md:justify-start"
                  data-testid="admin-console-link"
                >
                  <LayoutDashboard className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {t('admin.openConsole')}
                </Link>
              </li>
            )}
            <li className="hidden md:mt-4 md:block">
              <Button
                variant="ghost"
                size="sm"
                className="h-10 text-muted"
                onClick={() => void logout()}
                disabled={isPending}
              >
                <LogOut className="h-4 w-4" aria-hidden="true" />
                {t('nav.logout')}
              </Button>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          <Suspense fallback={<PageLoader />}>
            <Routes>
              <Route index element={<Navigate to="profile" replace />} />
              {SECTIONS.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
              <Route path="*" element={<Navigate to="/settings/profile" replace />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </div>
  );
}
