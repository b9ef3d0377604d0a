import { describe, expect, it } from 'vitest';
import { loadStageConfig } from '../../infra/bin/stage-config';

const base = {
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
    expect(config.secrets).toEqual({ openai: 'tricoach/qa/openai', stripe: 'tricoach/qa/stripe', garmin: 'tricoach/qa/garmin' });
    expect(config.api).toEqual({ rateLimit: 50, burstLimit: 100 });
    expect(config.worker).toEqual({ reservedConcurrency: 5, batchSize: 5 });
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
    expect(() => load('dev', { dev: { ...base, worker: { reservedConcurrency: 1 } } })).toThrow(/worker\.reservedConcurrency/);
    expect(() => load('dev', { dev: { ...base, secrets: { openai: 'has spaces' } } })).toThrow(/secrets\.openai/);
    expect(() => load('dev', { dev: { ...base, unexpected: true } })).toThrow(/unexpected/);
    expect(() => load('Dev', { Dev: base })).toThrow(/stage/);
  });

  it('requires the CloudFront certificate in us-east-1 and the app URL on the domain', () => {
    const domain = { name: 'app.example.com', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/0a1b2c3d' };
    expect(() => load('dev', { dev: { ...base, domain } })).toThrow(/certificateArn/);
    const valid = { ...domain, certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d' };
    expect(load('dev', { dev: { ...base, domain: valid } }).domain).toEqual(valid);
    expect(() => load('dev', { dev: { ...base, domain: valid, appUrl: 'https://other.example.com' } })).toThrow(/appUrl/);
  });

  it('accepts a model per AI task and refuses unknown tasks', () => {
    const config = load('dev', { dev: { ...base, ai: { provider: 'openai', models: { plan: 'gpt-5', chat: 'gpt-5-mini' } } } });
    expect(config.ai.models).toEqual({ plan: 'gpt-5', chat: 'gpt-5-mini' });
    expect(load('dev', { dev: base }).ai.models).toEqual({});
    expect(() => load('dev', { dev: { ...base, ai: { provider: 'openai', models: { poetry: 'gpt-5' } } } })).toThrow(/ai\.models/);
  });
});
