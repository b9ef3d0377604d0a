import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../../functions/lib/env';
import { createTestUser } from '../../support/users';
import { call } from '../../support/handler-calls';

const APP_KEYS = ['STRAVA_CLIENT_ID', 'STRAVA_CLIENT_SECRET', 'GARMIN_CLIENT_ID', 'GARMIN_CLIENT_SECRET'];
/** The key that seals the athletes' provider tokens and keys (every connection needs it). */
const SEALING_KEYS = ['GARMIN_TOKEN_KEY', 'GARMIN_TOKEN_KMS_KEY_ID'];
let saved: Record<string, string | undefined> = {};

/** A server without these settings (the bench's in-process stack, a deploy without the secrets). */
function without(names: string[]) {
  saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  for (const name of names) delete process.env[name];
  resetEnvCache();
}

afterEach(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  resetEnvCache();
});

describe('connecting a provider this server has no settings for', () => {
  it('answers 503 with a readable message and its code for Strava and Garmin without their app keys, never a 500', async () => {
    without(APP_KEYS);
    const { cookie } = await createTestUser();
    const strava = await call(cookie, 'GET', '/api/strava/connect?from=settings');
    expect(strava.status).toBe(503);
    expect(strava.body).toMatchObject({
      message: 'Strava is not set up on this server yet, so it cannot be connected.',
      code: 'strava_not_configured',
    });
    const garmin = await call(cookie, 'GET', '/api/garmin/connect?from=settings');
    expect(garmin.status).toBe(503);
    expect(garmin.body).toMatchObject({
      message: 'Garmin is not set up on this server yet, so the watch cannot be connected.',
      code: 'garmin_not_configured',
    });
  });

  it('answers 503 for intervals.icu without the sealing key, and stores nothing', async () => {
    without(SEALING_KEYS);
    const { cookie } = await createTestUser();
    // intervals.icu needs no app keys, but the athlete's key is sealed before it is kept: nothing is asked of
    // intervals.icu and nothing is stored.
    const intervals = await call(cookie, 'PUT', '/api/intervals', { athleteId: 'i12345', apiKey: 'k'.repeat(24) });
    expect(intervals.status).toBe(503);
    expect(intervals.body).toMatchObject({
      message: 'Connections to other services are not set up on this server yet, so this one cannot be connected.',
      code: 'connections_not_configured',
    });
    expect((await call(cookie, 'GET', '/api/intervals')).body).toMatchObject({ connected: false });
  });
});
