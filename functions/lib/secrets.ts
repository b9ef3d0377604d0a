import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { resetEnvCache } from './env';

/**
 * In the cloud the provider keys live in Secrets Manager (CDK passes `<NAME>_SECRET_ARN`); locally they come
 * straight from the environment. Read once per cold start and put where the providers read them.
 * A secret holds JSON with the fields below, or (one-field secrets) the key itself.
 */
const SECRET_ENV = [
  { arnVar: 'OPENAI_SECRET_ARN', fields: { apiKey: 'OPENAI_API_KEY' } },
  { arnVar: 'STRIPE_SECRET_ARN', fields: { secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' } },
  { arnVar: 'GARMIN_SECRET_ARN', fields: { clientId: 'GARMIN_CLIENT_ID', clientSecret: 'GARMIN_CLIENT_SECRET', pushToken: 'GARMIN_PUSH_TOKEN', tokenKey: 'GARMIN_TOKEN_KEY' } },
] as const;

let loading: Promise<void> | undefined;

export function loadProviderSecrets(client?: Pick<SecretsManagerClient, 'send'>): Promise<void> {
  loading ??= (async () => {
    for (const { arnVar, fields } of SECRET_ENV) {
      const arn = process.env[arnVar];
      const envVars: string[] = Object.values(fields);
      if (!arn || envVars.every((name) => process.env[name])) continue;
      // The SDK loads only when a secret is to be read (in the cloud), never on an import path.
      const sdk = await import('@aws-sdk/client-secrets-manager');
      client ??= new sdk.SecretsManagerClient({});
      const { SecretString } = await client.send(new sdk.GetSecretValueCommand({ SecretId: arn }));
      const values = parseSecretFields(SecretString ?? '', Object.keys(fields));
      for (const [field, envVar] of Object.entries(fields) as Array<[string, string]>) {
        if (values[field] && !process.env[envVar]) process.env[envVar] = values[field];
      }
    }
    resetEnvCache();
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
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
  return Object.fromEntries(fields.flatMap((field) => (typeof parsed[field] === 'string' && parsed[field] ? [[field, parsed[field] as string]] : [])));
}

/** For tests. */
export function resetProviderSecrets(): void {
  loading = undefined;
}
