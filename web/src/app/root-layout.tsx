import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { BareLoader } from '../components/layouts/page-loader';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { LanguageSync } from './language-sync';
import { ThemeProvider } from '../features/account/components/theme-provider';

/** Inside the router: everything that needs navigation (auth, theme from the user's settings, toasts). */
export function RootLayout() {
  return (
    <Suspense fallback={<BareLoader />}>
      <AuthProvider>
        <ThemeProvider>
          <LanguageSync />
          <Outlet />
          <LazyToaster />
          <ScrollRestoration />
        </ThemeProvider>
      </AuthProvider>
    </Suspense>
  );
}
