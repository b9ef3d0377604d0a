import { configure, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import type { RouteAnswer } from '@shared/api/route-answers';
import { ROUTE_INDEX } from '@shared/api/route-index';
import type { RouteId } from '@shared/api/routes';
import { AppProviders } from '../../../web/src/app/providers';
import { routes } from '../../../web/src/app/routes';
import { resetToasts } from '../../../web/src/components/ui/use-toast';
import { createQueryClient } from '../../../web/src/lib/query-client';

// Lazy route modules load on first use; on a busy machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 8000 });

// vitest runs from the repo root (happy-dom gives import.meta.url an http scheme).
const root = resolve(process.cwd());
export const translations = (lng: 'en' | 'pl') =>
  JSON.parse(readFileSync(`${root}/locales/${lng}/translation.json`, 'utf8')) as Record<string, unknown>;

/** i18next with the real translation files loaded in memory (the HTTP backend has its own test). */
export async function testI18n(lng: 'en' | 'pl' = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: translations('en') }, pl: { translation: translations('pl') } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  credentials?: RequestCredentials;
}

/** What a handler answers: a status and any body (error bodies, HTML pages, bad JSON), or `answer(...)`'s typed one. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  statusText?: string;
  /** Set by `answer`: the route whose answer the body is; the call must be that route's method and path. */
  route?: RouteId;
}

type Handler = (call: FakeCall) => FakeAnswer | undefined;

/**
 * A route's 2xx answer, typed by shared/api/route-answers.ts: `answer('activeWeek', weekFixture())` compiles only when
 * the body is what the server answers on that route, and the fake fails the test when the request is another route.
 */
export function answer<Id extends RouteId>(route: Id, body: RouteAnswer<Id>, status = 200): FakeAnswer {
  return { status, body, route };
}

/** Whether a request is the route's: its method and its path template (`{name}` is one segment), any query. */
export function isRoute(route: RouteId, call: Pick<FakeCall, 'method' | 'path'>): boolean {
  const [method, template] = ROUTE_INDEX[route];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return method === call.method && new RegExp(`^${pattern}$`).test(call.path.split('?')[0]!);
}

/** A fake `fetch`: each request goes to the handler; unhandled /api calls answer 404 JSON. */
export function fakeFetch(handler: Handler) {
  const calls: FakeCall[] = [];
  const misrouted: string[] = [];
  onTestFinished(() => {
    if (misrouted.length) throw new Error(`fakeFetch answered requests as another route:\n${misrouted.join('\n')}`);
  });
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      credentials: init?.credentials,
    };
    calls.push(call);
    const reply = handler(call) ?? { status: 404, body: { message: 'Not found', error: 'Not found' } };
    if (reply.route && !isRoute(reply.route, call)) {
      misrouted.push(
        `${call.method} ${call.path} got the answer of ${reply.route} (${ROUTE_INDEX[reply.route].join(' ')})`,
      );
    }
    const text =
      reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      statusText: reply.statusText ?? '',
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export { userFixture } from './fixtures';

/** The whole app (real routes, providers and lazy pages) at a path, on a memory router. */
export async function renderApp(path: string, lng: 'en' | 'pl' = 'en') {
  resetToasts();
  const i18n = await testI18n(lng);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient, i18n };
}
