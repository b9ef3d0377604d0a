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
