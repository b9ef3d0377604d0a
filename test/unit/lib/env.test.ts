import { afterEach, describe, expect, it, vi } from 'vitest';
import { env, resetEnvCache } from '../../../functions/lib/env';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

/** The configuration read from exactly these variables (the others unset). */
function envWith(variables: Record<string, string>) {
  vi.unstubAllEnvs();
  resetEnvCache();
  for (const key of Object.keys(env())) vi.stubEnv(key, undefined);
  for (const [key, value] of Object.entries(variables)) vi.stubEnv(key, value);
  resetEnvCache();
  return env();
}

describe('env', () => {
  it('fills the defaults and leaves optional settings out when nothing is set', () => {
    const config = envWith({});
    expect(config).toMatchObject({
      TABLE_NAME: 'tricoach',
      APP_URL: 'http://localhost:3000',
      TASK_RETRY_DELAY_SECONDS: 10,
      MAIL_TRANSPORT: 'outbox',
      STAGE: 'local',
    });
    expect(config.TASK_LEASE_SECONDS).toBeUndefined();
    expect(config.AI_PROVIDER).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
  });

  it('reads numbers, choices and URLs', () => {
    const config = envWith({
      TASK_LEASE_SECONDS: '30',
      TASK_RETRY_DELAY_SECONDS: '0',
      MAIL_TRANSPORT: 'ses',
      AI_PROVIDER: 'openai',
      APP_URL: 'https://tricoach.app',
      OPENAI_API_KEY: ' sk-test ',
    });
    expect(config).toMatchObject({
      TASK_LEASE_SECONDS: 30,
      TASK_RETRY_DELAY_SECONDS: 0,
      MAIL_TRANSPORT: 'ses',
      AI_PROVIDER: 'openai',
      APP_URL: 'https://tricoach.app',
      OPENAI_API_KEY: 'sk-test',
    });
  });

  it('names every bad setting at once, with what it must be', () => {
    expect(() =>
      envWith({
        TABLE_NAME: 'ab',
        APP_URL: 'not a url',
        TASK_LEASE_SECONDS: '1.5',
        TASK_RESEND_PENDING_SECONDS: 'soon',
        MAIL_TRANSPORT: 'smtp',
      }),
    ).toThrow(
      'Invalid configuration: Environment variable TABLE_NAME must have at least 3 characters; Environment variable APP_URL must be a URL, not "not a url"; ' +
        'Environment variable TASK_LEASE_SECONDS must be a whole number from 1 to 900; Environment variable TASK_RESEND_PENDING_SECONDS must be a number; ' +
        'Environment variable MAIL_TRANSPORT must be one of ses, outbox',
    );
  });

  it('refuses numbers out of range', () => {
    expect(() => envWith({ TASK_RETRY_DELAY_SECONDS: '121' })).toThrow(
      'TASK_RETRY_DELAY_SECONDS must be a whole number from 0 to 120',
    );
    expect(() => envWith({ TASK_LEASE_SECONDS: '0' })).toThrow(
      'TASK_LEASE_SECONDS must be a whole number from 1 to 900',
    );
  });

  it('keeps its answer until resetEnvCache', () => {
    const first = envWith({ STAGE: 'dev' });
    vi.stubEnv('STAGE', 'prod');
    expect(env()).toBe(first);
    resetEnvCache();
    expect(env().STAGE).toBe('prod');
  });
});
