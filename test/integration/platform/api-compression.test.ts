import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { invoke } from '../../support/api-event';
import { createTestUser } from '../../support/users';
import { athleteWithPlan } from '../../support/week-fixtures';

/** The dashboard's first read (a 20-week plan, ~12 KB of JSON) as a browser asks for it, with its Accept-Encoding. */
function read(cookie: string, acceptEncoding?: string) {
  return invoke({
    method: 'GET',
    path: '/api/plans',
    cookies: [cookie],
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('API answers compressed for the browser', () => {
  it('sends brotli (or gzip) that decodes to the very answer an identity request gets', async () => {
    const { cookie } = await athleteWithPlan();
    const plain = await read(cookie);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.raw.body!;

    const br = await read(cookie, 'gzip, deflate, br, zstd');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    const brBytes = Buffer.from(br.raw.body!, 'base64');
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(text);
    expect(brBytes.length).toBeLessThan(text.length / 3);

    const gzip = await read(cookie, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(gzip.raw.body!, 'base64')).toString('utf8')).toBe(text);
  });

  it('keeps small and error answers as they are', async () => {
    const { cookie } = await createTestUser();
    const small = await invoke({
      method: 'GET',
      path: '/api/user',
      cookies: [cookie],
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toMatchObject({ id: expect.any(String) });

    const denied = await invoke({ method: 'GET', path: '/api/event-types', headers: { 'accept-encoding': 'br' } });
    expect(denied.status).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
    expect(denied.body).toMatchObject({ message: expect.any(String) });
  });
});
