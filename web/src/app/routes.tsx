import { Navigate, type RouteObject } from 'react-router-dom';
import { ProtectedRoute } from './layouts/protected-route';
import { PublicLayout } from './layouts/public-layout';
import { isStandalone } from '../lib/navigation';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';

const landing = lazyPage(() => import('../features/landing/pages/landing-page'));

/** Every page is a lazy module, so the entry carries only the shell. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/',
            // Installed-app mode skips the landing page.
            lazy: async () => (isStandalone() ? { Component: () => <Navigate to="/dashboard" replace /> } : landing()),
          },
          { path: '/auth', lazy: lazyPage(() => import('../features/auth/pages/auth-page')) },
          { path: '/beta', lazy: lazyPage(() => import('../features/auth/pages/beta-page')) },
          { path: '/reset-password', lazy: lazyPage(() => import('../features/auth/pages/reset-password-page')) },
          { path: '/privacy-policy', lazy: lazyPage(() => import('../features/legal/pages/privacy-policy-page')) },
          { path: '*', lazy: lazyPage(() => import('../features/misc/pages/not-found-page')) },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/onboarding', lazy: lazyPage(() => import('../features/onboarding/pages/onboarding-page')) },
          { path: '/waiting', lazy: lazyPage(() => import('../features/plans/pages/waiting-page')) },
          { path: '/dashboard', lazy: lazyPage(() => import('../features/dashboard/pages/dashboard-page')) },
          { path: '/create-plan', lazy: lazyPage(() => import('../features/plans/pages/create-plan-page')) },
          { path: '/new-training-plan', lazy: lazyPage(() => import('../features/plans/pages/create-plan-page')) },
          { path: '/week', lazy: lazyPage(() => import('../features/weeks/pages/week-board-page')) },
          {
            path: '/plans/:planId/weeks/:weekId',
            lazy: lazyPage(() => import('../features/weeks/pages/past-week-page')),
          },
          { path: '/plans/:planId/race-day', lazy: lazyPage(() => import('../features/plans/pages/race-day-page')) },
          // Before the generic modal route: index.html's route preloads take the first pattern matching.
          { path: '/modal/workout-details/:id?', lazy: lazyPage(() => import('./modals/workout-details-page')) },
          { path: '/modal/:type/:id?', lazy: lazyPage(() => import('./modals/modal-page')) },
          { path: '/progress', lazy: lazyPage(() => import('../features/progress/pages/progress-page')) },
          { path: '/chat', lazy: lazyPage(() => import('../features/chat/pages/chat-page')) },
          { path: '/settings/*', lazy: lazyPage(() => import('../features/settings/pages/settings-page')) },
          { path: '/get-credits', lazy: lazyPage(() => import('../features/credits/pages/get-credits-page')) },
          { path: '/payment-status', lazy: lazyPage(() => import('../features/credits/pages/payment-status-page')) },
          { path: '/admin', lazy: lazyPage(() => import('../features/admin/pages/admin-page')) },
          { path: '/admin/user/:userId', lazy: lazyPage(() => import('../features/admin/pages/admin-user-page')) },
        ],
      },
    ],
  },
];
