import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResult, MIN_COMPRESSED_BYTES } from '../../../functions/lib/http/compression';

/** A plan-sized answer: repetitive JSON, as the API's are. */
const body = JSON.stringify({
  weeks: Array.from({ length: 40 }, (_, i) => ({ weekNumber: i + 1, phase: 'base', plannedMinutes: 300 + i })),
});
const answer = () => ({ statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body });

describe('compressResult', () => {
  it('sends brotli to a browser that accepts it, smaller and intact', () => {
    const result = compressResult(answer(), 'gzip, deflate, br, zstd');
    expect(result.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(result.isBase64Encoded).toBe(true);
    const packed = Buffer.from(result.body!, 'base64');
    expect(packed.length).toBeLessThan(body.length / 4);
    expect(brotliDecompressSync(packed).toString('utf8')).toBe(body);
  });

  it('sends gzip when brotli is not accepted, or refused with q=0', () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const result = compressResult(answer(), accept);
      expect(result.headers).toMatchObject({ 'content-encoding': 'gzip' });
      expect(gunzipSync(Buffer.from(result.body!, 'base64')).toString('utf8')).toBe(body);
    }
  });

  it('honours a client that ranks gzip above brotli', () => {
    expect(compressResult(answer(), 'br;q=0.5, gzip;q=1').headers).toMatchObject({ 'content-encoding': 'gzip' });
  });

  it('leaves the body as it is without Accept-Encoding, for identity, and for small answers', () => {
    for (const [result, accept] of [
      [answer(), undefined],
      [answer(), 'identity'],
      [{ ...answer(), body: JSON.stringify({ ok: true }) }, 'br'],
    ] as const) {
      const out = compressResult(result, accept);
      expect(out.body).toBe(result.body);
      expect(out.isBase64Encoded).toBeUndefined();
      expect(out.headers).toMatchObject({ vary: 'accept-encoding' });
      expect(out.headers).not.toHaveProperty('content-encoding');
    }
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(MIN_COMPRESSED_BYTES);
  });

  it('never touches a binary download or an empty answer', () => {
    const file = { statusCode: 200, headers: {}, isBase64Encoded: true, body: Buffer.from('FIT').toString('base64') };
    expect(compressResult(file, 'br')).toBe(file);
    const empty = { statusCode: 204, headers: {} };
    expect(compressResult(empty, 'br')).toBe(empty);
  });
});
