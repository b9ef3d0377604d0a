import './lib/zod-csp';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter, routerReady } from './app/app';
import { prefetchFirstScreen } from './app/prefetch';
import { i18nReady, initI18n } from './lib/i18n';
import { intlWarmups } from './lib/intl';
import { nextTask } from './lib/next-task';
import { queryClient } from './lib/query-client';
import { clearServiceWorkers } from './lib/service-workers';
import { RENDER_DATA_WAIT_MS, settledWithin } from './lib/settled-within';

/**
 * Renders once translations, the route module and the page's data are in: no spinner flash, and a pre-rendered page
 * (index.html on /) stays on screen until the real one replaces it. Rendered with its data, a page is one transition
 * render, which React slices; data arriving after it would re-render the page synchronously, in one long task.
 * Starting the translations and creating the router are the largest pieces of script before that (~15 and ~35 ms
 * here, four times that on a phone): each gets a task of its own, and so does each of the browser's first loads of
 * date, number and plural data, done while the reads are on the network rather than inside the page's first render.
 */
async function start(): Promise<void> {
  void clearServiceWorkers();
  const firstScreen = settledWithin(prefetchFirstScreen(queryClient, location.pathname), RENDER_DATA_WAIT_MS);
  await nextTask();
  const i18n = initI18n();
  await nextTask();
  const router = createAppRouter();
  for (const warm of intlWarmups(document.documentElement.lang)) {
    await nextTask();
    warm();
  }
  await Promise.all([i18nReady(), routerReady(router), firstScreen]);
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App i18n={i18n} router={router} />
      </StrictMode>,
    );
  });
}

void start();
