import { QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import en from '../../locales/en/translation.json';
import { AuthProvider } from './app/auth';
import { Header } from './components/layouts/header';
import { Hero } from './features/landing/components/hero';
import { USER_KEY } from './features/auth/api/get-user';
import { acceptingSignupsQueryOptions } from './features/config/api/get-accepting-signups';
import { createQueryClient } from './lib/query-client';

/**
 * Build time only (vite.config.ts): the landing page's first screen (header + hero, signed out, English) as HTML for
 * index.html, so / paints before any JavaScript runs. The app replaces it on its first render.
 */
export async function renderLandingShell(): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_KEY, null);
  queryClient.setQueryData(acceptingSignupsQueryOptions().queryKey, { acceptingSignups: true });
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location="/">
          <AuthProvider>
            <Header />
            <main id="main" className="pt-16">
              <Hero />
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
