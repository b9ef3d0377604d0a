import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { resetEnvCache } from './env';

/**
 * In the cloud the provider keys live in Secrets Manager (CDK passes `<NAME>_SECRET_ARN`); locally they come
 * straight from the environment. Read once per cold start and put where the providers read them.
 * A secret holds the key itself, or JSON with an `apiKey` field.
 */
const SECRET_ENV = [{ arnVar: 'OPENAI_SECRET_ARN', keyVar: 'OPENAI_API_KEY' }] as const;

let loading: Promise<void> | undefined;

export function loadProviderSecrets(client: Pick<SecretsManagerClient, 'send'> = new SecretsManagerClient({})): Promise<void> {
  loading ??= (async () => {
    for (const { arnVar, keyVar } of SECRET_ENV) {
      const arn = process.env[arnVar];
      if (!arn || process.env[keyVar]) continue;
      const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
      const value = parseSecret(SecretString ?? '');
      if (value) process.env[keyVar] = value;
    }
    resetEnvCache();
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function parseSecret(raw: string): string | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  if (!text.startsWith('{')) return text;
  const parsed = JSON.parse(text) as { apiKey?: unknown };
  return typeof parsed.apiKey === 'string' && parsed.apiKey ? parsed.apiKey : undefined;
}

/** For tests. */
export function resetProviderSecrets(): void {
  loading = undefined;
}
