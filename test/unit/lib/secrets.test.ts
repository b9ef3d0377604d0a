import { afterEach, describe, expect, it } from 'vitest';
import { loadProviderSecrets, parseSecret, resetProviderSecrets } from '../../../functions/lib/secrets';
import { env } from '../../../functions/lib/env';

describe('provider secrets', () => {
  afterEach(() => {
    delete process.env.OPENAI_SECRET_ARN;
    delete process.env.OPENAI_API_KEY;
    resetProviderSecrets();
  });

  it('reads a plain key or the apiKey field of a JSON secret', () => {
    expect(parseSecret(' sk-plain \n')).toBe('sk-plain');
    expect(parseSecret('{"apiKey":"sk-json"}')).toBe('sk-json');
    expect(parseSecret('{"other":1}')).toBeUndefined();
    expect(parseSecret('')).toBeUndefined();
  });

  it('puts the OpenAI key from Secrets Manager where the provider reads it, once per cold start', async () => {
    process.env.OPENAI_SECRET_ARN = 'arn:aws:secretsmanager:eu-central-1:1:secret:tricoach/dev/openai';
    const asked: unknown[] = [];
    const client = { send: async (command: { input: unknown }) => (asked.push(command.input), { SecretString: 'sk-from-secret' }) };
    await loadProviderSecrets(client as never);
    await loadProviderSecrets(client as never);
    expect(asked).toEqual([{ SecretId: process.env.OPENAI_SECRET_ARN }]);
    expect(env().OPENAI_API_KEY).toBe('sk-from-secret');
  });

  it('leaves a key set in the environment alone (local runs)', async () => {
    process.env.OPENAI_SECRET_ARN = 'arn:x';
    process.env.OPENAI_API_KEY = 'sk-local';
    const client = { send: async () => ({ SecretString: 'sk-from-secret' }) };
    await loadProviderSecrets(client as never);
    expect(process.env.OPENAI_API_KEY).toBe('sk-local');
  });
});
