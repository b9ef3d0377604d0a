import { configure, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
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

type Handler = (call: FakeCall) => { status: number; body?: unknown; statusText?: string } | undefined;

/** A fake `fetch`: each request goes to the handler; unhandled /api calls answer 404 JSON. */
export function fakeFetch(handler: Handler) {
  const calls: FakeCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      credentials: init?.credentials,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found', error: 'Not found' } };
    const text =
      answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      statusText: answer.statusText ?? '',
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export const userFixture = (overrides: Record<string, unknown> = {}) => ({
  id: 'u-1',
  email: 'ada@example.com',
  name: 'Ada',
  lang: 'en',
  onboardingStatus: '5',
  isAdmin: false,
  settings: { theme: 'light', sendNewWeeksToWatch: true },
  credits: 1,
  garminConnected: false,
  birthdate: null,
  weight: null,
  height: null,
  gender: null,
  vo2Run: null,
  vo2Bike: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

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
