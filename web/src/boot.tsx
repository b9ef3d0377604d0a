import './lib/zod-csp';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './app/app';
import { prefetchFirstScreen } from './app/prefetch';
import { queryClient } from './lib/query-client';
import { clearServiceWorkers } from './lib/service-workers';

void clearServiceWorkers();
prefetchFirstScreen(queryClient, location.pathname);

// Render once translations and the route module are in: no spinner flash, and a pre-rendered page (index.html on /)
// stays on screen until the real one replaces it. A transition render yields to the browser instead of one long task.
void appReady().finally(() => {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
