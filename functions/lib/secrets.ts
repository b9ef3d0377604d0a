import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { resetEnvCache } from './env';

/**
 * In the cloud the provider keys live in Secrets Manager (CDK passes `<NAME>_SECRET_ARN` to the functions whose
 * code uses that provider, infra/stacks/secret-access.ts); locally they come straight from the environment.
 * Each caller names the providers it needs and reads them when it first needs them, so a missing or broken
 * secret of one provider never stops code that uses another. Values are re-read after SECRET_TTL_MS, so a
 * rotated secret (e.g. Stripe's webhook secret) is picked up without a cold start.
 * A secret holds JSON with the fields below, or (one-field secrets) the key itself.
 */
export const PROVIDER_SECRETS = {
  openai: { arnVar: 'OPENAI_SECRET_ARN', fields: { apiKey: 'OPENAI_API_KEY' } },
  stripe: {
    arnVar: 'STRIPE_SECRET_ARN',
    fields: { secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' },
  },
  garmin: {
    arnVar: 'GARMIN_SECRET_ARN',
    fields: {
      clientId: 'GARMIN_CLIENT_ID',
      clientSecret: 'GARMIN_CLIENT_SECRET',
      pushToken: 'GARMIN_PUSH_TOKEN',
      tokenKey: 'GARMIN_TOKEN_KEY',
    },
  },
  strava: {
    arnVar: 'STRAVA_SECRET_ARN',
    fields: { clientId: 'STRAVA_CLIENT_ID', clientSecret: 'STRAVA_CLIENT_SECRET', verifyToken: 'STRAVA_VERIFY_TOKEN' },
  },
} as const;

export type ProviderSecret = keyof typeof PROVIDER_SECRETS;

/** How long a read value is used before Secrets Manager is asked again (one call per provider per container per TTL). */
export const SECRET_TTL_MS = 5 * 60_000;

/** After a failed refresh, how long the old values serve before the next try. */
const REFRESH_RETRY_MS = 30_000;

type Client = Pick<SecretsManagerClient, 'send'>;

interface Loaded {
  at: number;
  /** The environment variables this module set (and may overwrite); others were set by hand and stay. */
  owned: Set<string>;
}

const loaded = new Map<ProviderSecret, Loaded>();
const inFlight = new Map<ProviderSecret, Promise<void>>();
let sharedClient: Client | undefined;
let version = 0;

export interface LoadOptions {
  client?: Client;
  now?: () => number;
}

/**
 * Makes the named providers' keys available in the environment. Reads a provider's secret on first use and again
 * once its values are older than SECRET_TTL_MS; a failed refresh keeps the previous values (and is retried on the
 * next call), a failed first read throws for that provider only.
 */
export async function loadProviderSecrets(
  providers: readonly ProviderSecret[],
  options: LoadOptions = {},
): Promise<void> {
  await Promise.all(providers.map((provider) => loadOne(provider, options)));
}

function loadOne(provider: ProviderSecret, { client, now = Date.now }: LoadOptions): Promise<void> {
  const { arnVar, fields } = PROVIDER_SECRETS[provider];
  const arn = process.env[arnVar];
  if (!arn) return Promise.resolve();
  const previous = loaded.get(provider);
  const envVars: string[] = Object.values(fields);
  // Keys set by hand (local runs, tests) win over the secret.
  if (!previous && envVars.every((name) => process.env[name])) return Promise.resolve();
  if (previous && now() - previous.at < SECRET_TTL_MS) return Promise.resolve();
  const running = inFlight.get(provider);
  if (running) return running;
  const read = (async () => {
    // The SDK loads only when a secret is to be read (in the cloud), never on an import path.
    const sdk = await import('@aws-sdk/client-secrets-manager');
    const secrets = client ?? (sharedClient ??= new sdk.SecretsManagerClient({}));
    const { SecretString } = await secrets.send(new sdk.GetSecretValueCommand({ SecretId: arn }));
    const values = parseSecretFields(SecretString ?? '', Object.keys(fields));
    const owned = previous?.owned ?? new Set<string>();
    let changed = false;
    for (const [field, envVar] of Object.entries(fields) as Array<[string, string]>) {
      const value = values[field];
      if (!value || (process.env[envVar] && !owned.has(envVar))) continue;
      if (process.env[envVar] !== value) changed = true;
      process.env[envVar] = value;
      owned.add(envVar);
    }
    loaded.set(provider, { at: now(), owned });
    if (changed) {
      version++;
      resetEnvCache();
    }
  })()
    .catch((error: unknown) => {
      // A refresh that fails keeps serving the values already read (asked again after REFRESH_RETRY_MS); a first
      // read that fails is the caller's error.
      if (!previous) throw error;
      loaded.set(provider, { ...previous, at: now() - SECRET_TTL_MS + REFRESH_RETRY_MS });
    })
    .finally(() => inFlight.delete(provider));
  inFlight.set(provider, read);
  return read;
}

/** Changes whenever a read put new values in the environment: clients built from those values rebuild on a change. */
export function providerSecretsVersion(): number {
  return version;
}

export function parseSecret(raw: string): string | undefined {
  return parseSecretFields(raw, ['apiKey']).apiKey;
}

/** The named string fields of a JSON secret; a plain-text secret is the first field. */
export function parseSecretFields(raw: string, fields: readonly string[]): Record<string, string> {
  const text = raw.trim();
  if (!text) return {};
  if (!text.startsWith('{')) return { [fields[0]!]: text };
  const parsed = JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(
    fields.flatMap((field) =>
      typeof parsed[field] === 'string' && parsed[field] ? [[field, parsed[field] as string]] : [],
    ),
  );
}

/** For tests: forgets what was read (the environment variables set stay; tests delete them). */
export function resetProviderSecrets(): void {
  loaded.clear();
  inFlight.clear();
  sharedClient = undefined;
}
