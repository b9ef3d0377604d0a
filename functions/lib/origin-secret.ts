import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * The origin secret the edge sends in `x-origin-verify`. During a rotation the edge may still send the previous
 * value for a while (CloudFront deploys the new header over minutes), so both are accepted.
 */
export interface OriginSecrets {
  current: string;
  previous: string | null;
}

/** How long a value read from Secrets Manager is trusted, and how often a mismatch may trigger a fresh read. */
const CACHE_MS = 5 * 60_000;
const REFRESH_ON_MISMATCH_MS = 30_000;

/** `{"current": "...", "previous": "..."}` as stored in Secrets Manager, or a plain value (current only). */
export function parseOriginSecret(raw: string): OriginSecrets | null {
  const text = raw.trim();
  if (!text) return null;
  if (!text.startsWith('{')) return { current: text, previous: null };
  const parsed = JSON.parse(text) as { current?: unknown; previous?: unknown };
  if (typeof parsed.current !== 'string' || !parsed.current) return null;
  return {
    current: parsed.current,
    previous: typeof parsed.previous === 'string' && parsed.previous ? parsed.previous : null,
  };
}

export interface OriginSecretSource {
  /** The secrets; `fresh` asks Secrets Manager again unless it was asked moments ago. */
  get(options?: { fresh?: boolean }): Promise<OriginSecrets | null>;
}

/**
 * Where the secret comes from, by configuration: `ORIGIN_SECRET_ARN` (the cloud: Secrets Manager, cached) or
 * `ORIGIN_SECRET` (the local stack and the tests: the value itself). Neither: null, and every request is refused.
 */
export function createOriginSecretSource(
  environment: NodeJS.ProcessEnv = process.env,
  client?: Pick<SecretsManagerClient, 'send'>,
  now: () => number = Date.now,
): OriginSecretSource {
  let cached: { value: OriginSecrets | null; at: number } | undefined;
  let loading: Promise<OriginSecrets | null> | undefined;

  // Imported on first use: the SDK client stays out of every group bundle's import path (and out of local runs).
  const read = async (arn: string) => {
    const sdk = await import('@aws-sdk/client-secrets-manager');
    client ??= new sdk.SecretsManagerClient({});
    const { SecretString } = await client.send(new sdk.GetSecretValueCommand({ SecretId: arn }));
    return parseOriginSecret(SecretString ?? '');
  };

  return {
    async get({ fresh = false } = {}) {
      const arn = environment.ORIGIN_SECRET_ARN;
      if (!arn) return parseOriginSecret(environment.ORIGIN_SECRET ?? '');
      const age = cached ? now() - cached.at : Infinity;
      if (cached && age < CACHE_MS && !(fresh && age >= REFRESH_ON_MISMATCH_MS)) return cached.value;
      loading ??= read(arn)
        .then((value) => {
          cached = { value, at: now() };
          return value;
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
  };
}
