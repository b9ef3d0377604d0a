import { QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import en from '../../locales/en/translation.json';
import { AuthProvider } from './features/auth/components/auth-provider';
import { Header } from './app/layouts/header';
import { Hero } from './features/landing/components/hero';
import AuthPage from './features/auth/pages/auth-page';
import { USER_KEY } from './features/auth/api/get-user';
import { acceptingSignupsQueryOptions } from './features/config/api/get-accepting-signups';
import { createQueryClient } from './lib/query-client';

/** A signed-out first screen (header + page, English) as HTML, rendered the way the app renders it. */
async function renderSignedOut(location: string, page: ReactNode): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_KEY, null);
  queryClient.setQueryData(acceptingSignupsQueryOptions().queryKey, { acceptingSignups: true });
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={location}>
          <AuthProvider>
            <Header />
            <main id="main" className="pt-16">
              {page}
            </main>
          </AuthProvider>
        </StaticRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  // Drops the queries and their 10-minute gc timers, which would otherwise keep the build process alive.
  queryClient.clear();
  return html;
}

/**
 * Build time only (web/build/prerender-landing.ts): the landing page's first screen (header + hero) for index.html, so / paints
 * before any JavaScript runs. The app replaces it on its first render.
 */
export function renderLandingShell(): Promise<string> {
  return renderSignedOut('/', <Hero />);
}

/** The same for /auth: the sign-in card, shown from index.html's template on that path. */
export function renderAuthShell(): Promise<string> {
  return renderSignedOut('/auth', <AuthPage />);
}
