import './lib/zod-csp';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startApp } from './app/app';
import { prefetchFirstScreen } from './app/prefetch';
import { queryClient } from './lib/query-client';
import { settledWithin } from './lib/settled-within';
import { nextTask } from './lib/next-task';
import { clearServiceWorkers } from './lib/service-workers';

/**
 * How long the first render waits for the page's first-screen data. Rendered with its data, a page is one transition
 * render (sliced); data arriving after it re-renders the page synchronously, in one long task. A slow network sees
 * the page's own loading state after this.
 */
const FIRST_SCREEN_WAIT_MS = 1500;

void clearServiceWorkers();
const firstScreen = settledWithin(prefetchFirstScreen(queryClient, location.pathname), FIRST_SCREEN_WAIT_MS);

// The router is created in a task of its own (it is the largest piece of script before the first render). Render
// once translations, the route module and the page's data are in: no spinner flash, and a pre-rendered page
// (index.html on /) stays on screen until the real one replaces it. A transition render yields to the browser
// instead of one long task.
void nextTask().then(() => {
  const { App, ready } = startApp();
  void Promise.all([ready, firstScreen]).finally(() => {
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
});
