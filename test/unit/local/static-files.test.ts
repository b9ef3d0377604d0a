import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlOf, contentTypeOf, resolveUnder } from '../../../functions/local/static-files';

describe('static files', () => {
  it('caches hashed assets forever and revalidates index.html and translations', () => {
    expect(cacheControlOf('assets/index-B3x9kQ1z.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('index.html')).toBe('no-cache');
    expect(cacheControlOf('locales/pl/translation.json')).toBe('no-cache');
    expect(cacheControlOf('favicon.svg')).toBe('public, max-age=3600');
  });

  it('knows the content types the SPA uses', () => {
    expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('x.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('manifest.webmanifest')).toContain('manifest+json');
    expect(contentTypeOf('font.woff2')).toBe('font/woff2');
    expect(contentTypeOf('blob.unknown')).toBe('application/octet-stream');
  });

  it('never resolves a path outside the web root', () => {
    const root = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets/app.js'), 'x');
    writeFileSync(join(root, '..', 'secret.txt'), 's');
    expect(resolveUnder(root, '/assets/app.js')).toBe(join(root, 'assets/app.js'));
    expect(resolveUnder(root, '/../secret.txt')).toBeUndefined();
    expect(resolveUnder(root, '/%2e%2e/secret.txt')).toBeUndefined();
    expect(resolveUnder(root, '/assets')).toBeUndefined();
    expect(resolveUnder(root, '/%E0%A4%A')).toBeUndefined();
  });
});

describe('static site compression', () => {
  it('sends text compressed when the browser accepts it, and images as they are', async () => {
    const { createServer } = await import('node:http');
    const { brotliDecompressSync } = await import('node:zlib');
    const { createStaticSite } = await import('../../../functions/local/static-files');
    const root = mkdtempSync(join(tmpdir(), 'static-'));
    const script = 'console.log("tricoach");\n'.repeat(200);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'app.js'), script);
    writeFileSync(join(root, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const site = createStaticSite({ webRoot: root, localesRoot: root });
    const server = createServer((req, res) => site(req, res, new URL(req.url ?? '/', 'http://x').pathname));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const js = await new Promise<{ encoding?: string; body: Buffer }>((resolveBody) => {
        import('node:http').then(({ get }) =>
          get(`${base}/app.js`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolveBody({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          }),
        );
      });
      expect(js.encoding).toBe('br');
      expect(js.body.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(js.body).toString()).toBe(script);
      const png = await fetch(`${base}/logo.png`, { headers: { 'accept-encoding': 'br' } });
      expect(png.headers.get('content-encoding')).toBeNull();
    } finally {
      server.close();
    }
  });
});
