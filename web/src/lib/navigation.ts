import { onboardingStepOf } from '@shared/onboarding/steps';

export type TabId = 'home' | 'progress' | 'chat' | 'settings';

export interface NavTab {
  id: TabId;
  to: string;
  match: 'exact' | 'prefix';
}

export const NAV_TABS: readonly NavTab[] = [
  { id: 'home', to: '/dashboard', match: 'exact' },
  { id: 'progress', to: '/progress', match: 'prefix' },
  { id: 'chat', to: '/chat', match: 'exact' },
  { id: 'settings', to: '/settings', match: 'prefix' },
];

/** Exact match for dashboard and chat, prefix match for progress and settings. */
export function activeTab(pathname: string): TabId | null {
  for (const tab of NAV_TABS) {
    if (tab.match === 'exact' ? pathname === tab.to : pathname.startsWith(tab.to)) return tab.id;
  }
  return null;
}

export type RouteDecision = 'loading' | 'to-auth' | 'to-onboarding' | 'to-dashboard' | 'render';

/** Where a protected route sends the visitor. */
export function protectedRouteDecision(input: {
  isLoading: boolean;
  user: { onboardingStatus: string; isAdmin?: boolean } | null | undefined;
  pathname: string;
}): RouteDecision {
  if (input.isLoading) return 'loading';
  if (!input.user) return 'to-auth';
  // The API answers 403 to non-admins anyway; the screens are not shown to them either.
  const adminArea = input.pathname === '/admin' || input.pathname.startsWith('/admin/');
  if (adminArea && input.user.isAdmin !== true) return 'to-dashboard';
  // Running the service does not wait for the admin's own training onboarding.
  const exempt = input.pathname.startsWith('/onboarding') || input.pathname.startsWith('/settings') || adminArea;
  if (onboardingStepOf(input.user.onboardingStatus) !== 'done' && !exempt) return 'to-onboarding';
  return 'render';
}

/** Installed-app mode (home-screen app): the landing page is skipped. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
