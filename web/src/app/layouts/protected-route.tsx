import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../features/auth/components/auth-provider';
import { protectedRouteDecision } from '../../lib/navigation';
import { BottomNav } from '../../components/layouts/bottom-nav';
import { Header } from './header';
import { PageLoader } from '../../components/layouts/page-loader';
import { InstallPromptSlot } from '../../features/install/components/install-prompt-slot';

/** Signed-in area: 'Loading...' while the session loads, /auth without a user, /onboarding until onboarding is done. */
export function ProtectedRoute() {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const decision = protectedRouteDecision({ isLoading, user, pathname });
  if (decision === 'to-auth') return <Navigate to="/auth" replace />;
  if (decision === 'to-onboarding') return <Navigate to="/onboarding" replace />;
  if (decision === 'to-dashboard') return <Navigate to="/dashboard" replace />;
  return (
    <>
      <Header />
      <main id="main" className="mx-auto min-h-dvh max-w-6xl px-4 pb-24 pt-20 sm:px-6 md:pb-10">
        {decision === 'loading' ? (
          <PageLoader />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      {user && !pathname.startsWith('/onboarding') && <BottomNav />}
      {user && decision === 'render' && <InstallPromptSlot userId={user.id} />}
    </>
  );
}
