import { expect } from 'vitest';
import { invoke } from './api-event';
import type { TestUser } from './users';

/**
 * The athlete's round trip through Garmin's consent page, over HTTP against the fake Garmin: our connect route's
 * redirect, Allow or Deny on the page, then our callback with what Garmin sent back. Returns where we sent them.
 */
export async function connectGarmin(
  user: TestUser,
  options: {
    decision?: 'allow' | 'deny';
    garminUser?: string;
    workoutImport?: boolean;
    from?: 'onboarding' | 'settings';
  } = {},
): Promise<{ location: string; backQuery: string }> {
  const connect = await invoke({
    method: 'GET',
    path: '/api/garmin/connect',
    query: options.from ? { from: options.from } : undefined,
    cookies: [user.cookie],
  });
  expect(connect.status).toBe(302);
  const consent = new URL(connect.headers.location!);
  const form = new URLSearchParams(consent.searchParams);
  form.set('decision', options.decision ?? 'allow');
  form.set('garminUser', options.garminUser ?? `garmin-${user.user.id.slice(0, 8)}`);
  if (options.workoutImport !== false) form.set('workoutImport', '1');
  const page = await fetch(`${consent.origin}${consent.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  expect(page.status).toBe(303);
  const back = new URL(page.headers.get('location')!);
  const callback = await invoke({
    method: 'GET',
    path: '/api/garmin/callback',
    query: Object.fromEntries(back.searchParams),
    cookies: [user.cookie],
  });
  expect(callback.status).toBe(302);
  return { location: callback.headers.location!, backQuery: back.search.slice(1) };
}

export function push(
  kind: 'activities' | 'deregistrations' | 'permissions' | 'dailies' | 'sleeps' | 'hrv',
  body: unknown,
  auth: { token?: string; clientId?: string | null } = {},
) {
  const headers: Record<string, string> =
    auth.clientId === null ? {} : { 'garmin-client-id': auth.clientId ?? process.env.GARMIN_CLIENT_ID! };
  return invoke({
    method: 'POST',
    path: `/api/garmin/push/${auth.token ?? process.env.GARMIN_PUSH_TOKEN}/${kind}`,
    rawBody: JSON.stringify(body),
    headers,
  });
}

/** What the push job does on its schedule: processes the stored pushes (everyone's, oldest first). */
export async function drainPushes(): Promise<void> {
  const { handler } = await import('../../functions/jobs/garmin-pushes');
  await handler();
}
