import { randomBytes } from 'node:crypto';
import { fakeStravaUrls } from './sandbox';

/** Without Strava credentials the local stack's Strava client talks to the fake Strava, with keys of its own. */
export function localStravaEnv(appUrl: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  if (env.STRAVA_CLIENT_ID) return {};
  return {
    ...fakeStravaUrls(appUrl),
    STRAVA_CLIENT_ID: 'tricoach-local',
    STRAVA_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    STRAVA_VERIFY_TOKEN: randomBytes(24).toString('base64url'),
  };
}
