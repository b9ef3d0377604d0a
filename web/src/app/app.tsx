import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18nReady, initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';

export interface StartedApp {
  /** Resolves when the translations and the first route module are loaded, so the first render is the page itself. */
  ready: Promise<unknown>;
  App: () => ReactElement;
}

/**
 * Starts the translations and the router (which matches the first route and starts loading its module). Creating the
 * router is the largest piece of script the app runs before its first render (~35 ms here, four times that on a
 * phone): boot.tsx gives it a task of its own.
 */
export function startApp(): StartedApp {
  const i18n = initI18n();
  const router = createBrowserRouter(routes);
  const routed = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return {
    ready: Promise.all([i18nReady(), routed]),
    App: () => (
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    ),
  };
}
