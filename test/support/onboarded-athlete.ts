import type { createHttpClient } from './http-client';

type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * Registers an athlete through the API calls the onboarding screens make (name, no watch, middle fitness levels),
 * leaving `api` signed in as them, ready to ask for a plan. Throws when registration is refused.
 */
export async function onboardedAthlete(api: HttpClient, name: string): Promise<HttpClient> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
  const registered = await api.post('/api/register', { email, password: 'secret-123' });
  if (registered.status !== 201)
    throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  await api.patch('/api/user', { name });
  await api.post('/api/onboarding/skip-watch');
  await api.post('/api/user/fitness', { swimLevel: 50, bikeLevel: 50, runLevel: 50 });
  return api;
}
