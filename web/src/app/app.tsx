import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18nReady, initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';

const i18n = initI18n();
const router = createBrowserRouter(routes);

/** Resolves when the translations and the first route module are loaded, so the first render is the page itself. */
export function appReady(): Promise<unknown> {
  const routed = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return Promise.all([i18nReady(), routed]);
}

export function App() {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
