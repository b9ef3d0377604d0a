import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeGarminUrls } from './sandbox';

/** The key that encrypts Garmin tokens at rest locally: made once, kept under DATA_DIR (mode 600). */
export function localTokenKey(dataDir: string): string {
  const file = join(dataDir, 'garmin-token.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Without Garmin credentials the local stack's Garmin client talks to the fake Garmin, with keys of its own. */
export function localGarminEnv(
  appUrl: string,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const key = { GARMIN_TOKEN_KEY: env.GARMIN_TOKEN_KEY || localTokenKey(dataDir) };
  if (env.GARMIN_CLIENT_ID) return key;
  return {
    ...key,
    ...fakeGarminUrls(appUrl),
    GARMIN_CLIENT_ID: 'tricoach-local',
    GARMIN_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    GARMIN_PUSH_TOKEN: randomBytes(24).toString('base64url'),
  };
}
