import { describe, expect, it } from 'vitest';
import { loadStageConfig } from '../../infra/bin/stage-config';

const base = {
  region: 'eu-central-1',
  alarmEmail: 'ops@example.com',
  mail: { senderEmail: 'coach@example.com' },
  ai: { provider: 'offline' },
};

function load(stage: unknown, stages: Record<string, unknown>) {
  const context: Record<string, unknown> = { stage, 'tricoach:stages': stages };
  return loadStageConfig({ tryGetContext: (key: string) => context[key] });
}

describe('stage configuration', () => {
  it('fills defaults: secret names per stage, throttling, worker, retention, sender', () => {
    const config = load('qa', { qa: base });
    expect(config.secrets).toEqual({
      openai: 'tricoach/qa/openai',
      stripe: 'tricoach/qa/stripe',
      garmin: 'tricoach/qa/garmin',
      strava: 'tricoach/qa/strava',
    });
    expect(config.api).toEqual({
      rateLimit: 50,
      burstLimit: 100,
      publicWrite: { rateLimit: 10, burstLimit: 20 },
      webhook: { rateLimit: 25, burstLimit: 50 },
    });
    expect(config.worker).toEqual({ maxConcurrency: 5, batchSize: 5, memorySize: 1024 });
    expect(config.reserveJobConcurrency).toBe(true);
    expect(config.mail).toMatchObject({ identity: 'create', configurationSet: true });
    expect(config.logRetentionDays).toBe(30);
    expect(config.mailFrom).toBe('Tricoach <coach@example.com>');
    expect(config.retainData).toBe(true);
  });

  it('names the unknown stage and the known ones', () => {
    expect(() => load('prod', { dev: base })).toThrow(/Unknown stage "prod".*one of dev/);
    expect(() => load(undefined, { dev: base })).toThrow(/pass -c stage=<name>/);
  });

  it('rejects invalid values with the field path', () => {
    expect(() => load('dev', { dev: { ...base, mail: { senderEmail: 'not-an-email' } } })).toThrow(/mail\.senderEmail/);
    expect(() => load('dev', { dev: { ...base, appUrl: 'http://insecure.example.com' } })).toThrow(/appUrl/);
    expect(() => load('dev', { dev: { ...base, ai: { provider: 'claude' } } })).toThrow(/ai\.provider/);
    expect(() => load('dev', { dev: { ...base, logRetentionDays: 10 } })).toThrow(/logRetentionDays/);
    expect(() => load('dev', { dev: { ...base, worker: { reservedConcurrency: 1 } } })).toThrow(
      /worker\.reservedConcurrency/,
    );
    expect(() => load('dev', { dev: { ...base, worker: { maxConcurrency: 1 } } })).toThrow(/worker\.maxConcurrency/);
    expect(() => load('dev', { dev: { ...base, region: undefined } })).toThrow(/region/);
    expect(() => load('dev', { dev: { ...base, alarmEmail: undefined } })).toThrow(/alarmEmail/);
    expect(() => load('dev', { dev: { ...base, secrets: { openai: 'has spaces' } } })).toThrow(/secrets\.openai/);
    expect(() => load('dev', { dev: { ...base, unexpected: true } })).toThrow(/unexpected/);
    expect(() => load('Dev', { Dev: base })).toThrow(/stage/);
  });

  it('requires the CloudFront certificate in us-east-1 and the app URL on the domain', () => {
    const domain = {
      name: 'app.example.com',
      certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/0a1b2c3d',
    };
    expect(() => load('dev', { dev: { ...base, domain } })).toThrow(/certificateArn/);
    const valid = { ...domain, certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d' };
    expect(load('dev', { dev: { ...base, domain: valid } }).domain).toEqual(valid);
    expect(() => load('dev', { dev: { ...base, domain: valid, appUrl: 'https://other.example.com' } })).toThrow(
      /appUrl/,
    );
  });

  it('accepts a model per AI task and refuses unknown tasks', () => {
    const config = load('dev', {
      dev: { ...base, ai: { provider: 'openai', models: { plan: 'gpt-5', chat: 'gpt-5-mini' } } },
    });
    expect(config.ai.models).toEqual({ plan: 'gpt-5', chat: 'gpt-5-mini' });
    expect(load('dev', { dev: base }).ai.models).toEqual({});
    expect(() => load('dev', { dev: { ...base, ai: { provider: 'openai', models: { poetry: 'gpt-5' } } } })).toThrow(
      /ai\.models/,
    );
  });

  it('makes reserved concurrency optional, and never smaller than what the event source polls for', () => {
    expect(
      load('dev', { dev: { ...base, worker: { maxConcurrency: 10 } } }).worker.reservedConcurrency,
    ).toBeUndefined();
    expect(
      load('dev', { dev: { ...base, worker: { maxConcurrency: 10, reservedConcurrency: 10 } } }).worker
        .reservedConcurrency,
    ).toBe(10);
    expect(() => load('dev', { dev: { ...base, worker: { maxConcurrency: 10, reservedConcurrency: 5 } } })).toThrow(
      /at least maxConcurrency[^]*worker\.reservedConcurrency/,
    );
  });

  it('refuses two stages creating the same SES identity in one account and region', () => {
    const shared = { dev: base, prod: { ...base, alarmEmail: 'prod@example.com' } };
    expect(() => load('dev', shared)).toThrow(/both create the SES identity coach@example.com/);
    // Pinned to different accounts, another region, another sender or an imported identity: no clash.
    expect(
      load('dev', { dev: { ...base, account: '111111111111' }, prod: { ...base, account: '222222222222' } }).stage,
    ).toBe('dev');
    expect(load('dev', { dev: base, prod: { ...base, region: 'eu-west-1' } }).stage).toBe('dev');
    expect(load('dev', { dev: { ...base, mail: { senderEmail: 'dev@example.com' } }, prod: base }).stage).toBe('dev');
    expect(
      load('dev', { dev: { ...base, mail: { senderEmail: 'coach@example.com', identity: 'example.com' } }, prod: base })
        .mail.identity,
    ).toBe('example.com');
  });

  it('keeps cdk.json deployable: each stage pins a region, mails its alarms, and no two stages collide', async () => {
    const { readFileSync } = await import('node:fs');
    const cdk = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
      context: Record<string, Record<string, unknown>>;
    };
    const stages = cdk.context['tricoach:stages']!;
    for (const stage of Object.keys(stages)) {
      const config = load(stage, stages);
      expect(config.region, stage).toMatch(/^[a-z]{2}-/);
      expect(config.alarmEmail, stage).toContain('@');
    }
  });
});
