import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../../functions/lib/http/edge-headers';
import { invoke } from '../../support/api-event';

// The value the edge sends (the global setup's ORIGIN_SECRET; apiEvent adds it unless a test sends its own).
const configured = process.env.ORIGIN_SECRET!;
afterEach(() => {
  process.env.ORIGIN_SECRET = configured;
});

const register = (originHeader: string | undefined) =>
  invoke({
    method: 'POST',
    path: '/api/register',
    body: { email: `edge-${randomUUID()}@example.test`, password: 'secret-123' },
    headers: { [ORIGIN_VERIFY_HEADER]: originHeader as string, [VIEWER_ADDRESS_HEADER]: '203.0.113.1' },
  });

describe('only requests that came through the edge are served (the origin secret)', () => {
  it('without the header, or with a wrong one, the API answers 403 JSON before anything runs', async () => {
    for (const sent of [undefined, '', 'guess', `${configured}x`, configured.slice(0, -1)]) {
      const res = await register(sent);
      expect(res.status, String(sent)).toBe(403);
      expect(res.body).toEqual({ message: 'Forbidden', error: 'Forbidden' });
      expect(res.cookies).toEqual([]);
    }
    const read = await invoke({
      method: 'GET',
      path: '/api/config/accepting-signups',
      headers: { [ORIGIN_VERIFY_HEADER]: 'guess' },
    });
    expect(read.status).toBe(403);
  });

  it('with the secret the route runs: the current value and, during a rotation, the previous one', async () => {
    expect((await register(configured)).status).toBe(201);
    process.env.ORIGIN_SECRET = JSON.stringify({ current: 'rotated-value', previous: configured });
    expect((await register('rotated-value')).status).toBe(201);
    expect((await register(configured)).status).toBe(201);
    process.env.ORIGIN_SECRET = JSON.stringify({ current: 'rotated-again', previous: 'rotated-value' });
    expect((await register(configured)).status).toBe(403);
  });

  it('refuses everything when no secret is configured (fails closed)', async () => {
    process.env.ORIGIN_SECRET = '';
    expect((await register(configured)).status).toBe(403);
    expect((await register('')).status).toBe(403);
  });
});
