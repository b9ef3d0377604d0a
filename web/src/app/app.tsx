import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';

const i18n = initI18n();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
