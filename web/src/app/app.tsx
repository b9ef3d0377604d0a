import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router: creating it matches the first route and starts loading that route's module. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the first route's module, so the first render is the page itself. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function App({ i18n, router }: { i18n: I18n; router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
