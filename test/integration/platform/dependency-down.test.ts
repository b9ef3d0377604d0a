import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDocumentClient } from '../../../functions/db/client';
import { invoke } from '../../support/api-event';
import { createTestUser, randomIp, type TestUser } from '../../support/users';

// This file's worker points DynamoDB at a port nobody listens on after creating its athlete (through the accounts
// group); the groups called below are first loaded after that, so their clients see only the dead endpoint.
let athlete: TestUser;
let realEndpoint: string | undefined;
beforeAll(async () => {
  athlete = await createTestUser({ onboardingStatus: '5' });
  realEndpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${port}`;
  resetDocumentClient();
});
afterAll(() => {
  process.env.AWS_ENDPOINT_URL_DYNAMODB = realEndpoint;
  resetDocumentClient();
});

describe('with DynamoDB unreachable', () => {
  it('a signed-in read answers 503 JSON with Retry-After, never a 500 or a stack trace', async () => {
    const res = await invoke({ method: 'GET', path: '/api/weeks/active', cookies: [athlete.cookie] });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      message: 'Tricoach is briefly unavailable. Please try again in a moment.',
      error: 'Tricoach is briefly unavailable. Please try again in a moment.',
      code: 'unavailable',
    });
  }, 30_000);

  it('a write answers 503 too, with nothing about the failure in the body', async () => {
    const res = await invoke({
      method: 'POST',
      path: '/api/suggestions',
      body: { suggestion: 'More bricks please' },
      cookies: [athlete.cookie],
      sourceIp: randomIp(),
    });
    expect(res.status).toBe(503);
    expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|at \w+ \(/);
  }, 30_000);
});
