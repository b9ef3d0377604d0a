import { planBody } from './plan-body';

/**
 * An athlete through onboarding with a generated plan, on a running stack, signed in: returns the `sid=...`
 * cookie. Made through the API calls the onboarding screens make.
 */
export async function readyAthlete(baseUrl: string, emailPrefix: string): Promise<string> {
  const api = (method: string, path: string, body?: unknown, cookie?: string) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const registered = await api('POST', '/api/register', {
    email: `${emailPrefix}-${Date.now()}@example.test`,
    password: 'bench-password',
  });
  const sid = registered.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (!sid) throw new Error(`register answered ${registered.status} without a session cookie`);
  await api('PATCH', '/api/user', { name: 'Bench' }, sid);
  await api('POST', '/api/onboarding/skip-watch', undefined, sid);
  await api('POST', '/api/user/fitness', { swimLevel: 50, bikeLevel: 50, runLevel: 50 }, sid);
  const { sessionId } = (await (await api('POST', '/api/plans', planBody, sid)).json()) as { sessionId: string };
  for (let i = 0; i < 120; i++) {
    const status = (await (await api('GET', `/api/plans/status/${sessionId}`, undefined, sid)).json()) as {
      status: string;
    };
    if (status.status === 'completed') return sid;
    if (status.status === 'failed') throw new Error('plan generation failed');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('plan generation did not finish');
}
