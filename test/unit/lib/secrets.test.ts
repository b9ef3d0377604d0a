import { afterEach, describe, expect, it } from 'vitest';
import {
  loadProviderSecrets,
  parseSecret,
  providerSecretsVersion,
  resetProviderSecrets,
  SECRET_TTL_MS,
} from '../../../functions/lib/secrets';
import { env } from '../../../functions/lib/env';

const VARS = [
  'OPENAI_SECRET_ARN',
  'OPENAI_API_KEY',
  'GARMIN_SECRET_ARN',
  'GARMIN_CLIENT_ID',
  'GARMIN_CLIENT_SECRET',
  'GARMIN_PUSH_TOKEN',
  'GARMIN_TOKEN_KEY',
  'STRIPE_SECRET_ARN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
];

/** A Secrets Manager stand-in: answers per ARN, records what it was asked. */
function fakeSecrets(values: Record<string, string | Error>) {
  const asked: string[] = [];
  const client = {
    send: async (command: { input: { SecretId: string } }) => {
      asked.push(command.input.SecretId);
      const value = values[command.input.SecretId];
      if (value instanceof Error) throw value;
      if (value === undefined)
        throw Object.assign(new Error('Secrets Manager can’t find the specified secret.'), {
          name: 'ResourceNotFoundException',
        });
      return { SecretString: value };
    },
  };
  return { client: client as never, asked, values };
}

describe('provider secrets', () => {
  afterEach(() => {
    for (const name of VARS) delete process.env[name];
    resetProviderSecrets();
  });

  it('reads a plain key or the apiKey field of a JSON secret', () => {
    expect(parseSecret(' sk-plain \n')).toBe('sk-plain');
    expect(parseSecret('{"apiKey":"sk-json"}')).toBe('sk-json');
    expect(parseSecret('{"other":1}')).toBeUndefined();
    expect(parseSecret('')).toBeUndefined();
  });

  it('puts the OpenAI key where the provider reads it, asking Secrets Manager once within the TTL', async () => {
    process.env.OPENAI_SECRET_ARN = 'arn:openai';
    const { client, asked } = fakeSecrets({ 'arn:openai': 'sk-from-secret' });
    let now = 1_000_000;
    await loadProviderSecrets(['openai'], { client, now: () => now });
    now += SECRET_TTL_MS - 1;
    await loadProviderSecrets(['openai'], { client, now: () => now });
    expect(asked).toEqual(['arn:openai']);
    expect(env().OPENAI_API_KEY).toBe('sk-from-secret');
  });

  it('reads only the providers asked for: a broken Garmin secret does not stop an OpenAI caller', async () => {
    process.env.OPENAI_SECRET_ARN = 'arn:openai';
    process.env.GARMIN_SECRET_ARN = 'arn:garmin';
    const { client, asked } = fakeSecrets({ 'arn:openai': 'sk-ok', 'arn:garmin': '{not json' });
    await loadProviderSecrets(['openai'], { client });
    expect(asked).toEqual(['arn:openai']);
    expect(process.env.OPENAI_API_KEY).toBe('sk-ok');
    // The Garmin caller gets the Garmin failure, and only it.
    await expect(loadProviderSecrets(['garmin'], { client })).rejects.toThrow(SyntaxError);
  });

  it('picks up a rotated secret after the TTL and bumps the version clients rebuild on', async () => {
    process.env.STRIPE_SECRET_ARN = 'arn:stripe';
    const secrets = fakeSecrets({ 'arn:stripe': '{"secretKey":"sk_1","webhookSecret":"whsec_1"}' });
    let now = 5_000_000;
    await loadProviderSecrets(['stripe'], { client: secrets.client, now: () => now });
    const before = providerSecretsVersion();
    expect(env().STRIPE_WEBHOOK_SECRET).toBe('whsec_1');

    secrets.values['arn:stripe'] = '{"secretKey":"sk_1","webhookSecret":"whsec_2"}';
    now += SECRET_TTL_MS;
    await loadProviderSecrets(['stripe'], { client: secrets.client, now: () => now });
    expect(env().STRIPE_WEBHOOK_SECRET).toBe('whsec_2');
    expect(providerSecretsVersion()).toBeGreaterThan(before);
  });

  it('keeps serving the values read before when a refresh fails', async () => {
    process.env.OPENAI_SECRET_ARN = 'arn:openai';
    const secrets = fakeSecrets({ 'arn:openai': 'sk-first' });
    let now = 9_000_000;
    await loadProviderSecrets(['openai'], { client: secrets.client, now: () => now });
    secrets.values['arn:openai'] = new Error('Secrets Manager is down');
    now += SECRET_TTL_MS;
    await expect(loadProviderSecrets(['openai'], { client: secrets.client, now: () => now })).resolves.toBeUndefined();
    expect(process.env.OPENAI_API_KEY).toBe('sk-first');
  });

  it('leaves a key set in the environment alone (local runs)', async () => {
    process.env.OPENAI_SECRET_ARN = 'arn:x';
    process.env.OPENAI_API_KEY = 'sk-local';
    const { client, asked } = fakeSecrets({ 'arn:x': 'sk-from-secret' });
    await loadProviderSecrets(['openai'], { client });
    expect(process.env.OPENAI_API_KEY).toBe('sk-local');
    expect(asked).toEqual([]);
  });
});
