import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, webContentSecurityPolicy } from '../../infra/constructs/content-security-policy';
import { SPA_REWRITE_CODE } from '../../infra/constructs/spa-rewrite';
import { VIEWER_ADDRESS_CODE, VIEWER_ADDRESS_HEADER } from '../../infra/constructs/viewer-address';

interface CloudFrontRequest {
  uri: string;
  method: string;
  headers: Record<string, { value: string }>;
}
type Handler = (event: { viewer: { ip: string }; request: CloudFrontRequest }) => CloudFrontRequest;

// The exact sources CloudFront runs (cloudfront-js-2.0 is a subset of what Node runs).
const load = (code: string) => new Function(`${code}\nreturn handler;`)() as Handler;
const spaRewrite = load(SPA_REWRITE_CODE);
const viewerAddress = load(VIEWER_ADDRESS_CODE);
const request = (uri: string, headers: CloudFrontRequest['headers'] = {}) => ({
  viewer: { ip: '203.0.113.7' },
  request: { uri, method: 'GET', headers },
});
const rewrite = (uri: string) => spaRewrite(request(uri)).uri;

describe('SPA deep-link rewrite (CloudFront Function on the default behaviour)', () => {
  it('serves index.html for app routes', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/plans/2f0c8a')).toBe('/index.html');
    expect(rewrite('/reset-password')).toBe('/index.html');
    expect(rewrite('/weeks/abc/')).toBe('/index.html');
  });

  it('passes files through, so missing assets stay errors and locales load', () => {
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/locales/pl/translation.json')).toBe('/locales/pl/translation.json');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });
});

describe('viewer address (CloudFront Function on /api/*)', () => {
  it('passes the viewer IP and overwrites a client-supplied value', () => {
    const forged = viewerAddress(
      request('/api/login', { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' }, origin: { value: 'https://app' } }),
    );
    expect(forged.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.7' });
    expect(forged.headers.origin).toEqual({ value: 'https://app' });
    expect(forged.uri).toBe('/api/login');
  });
});

describe('content security policy', () => {
  it('hashes each inline script body exactly, skipping external and empty scripts', () => {
    const body = "\n  (function(){ document.documentElement.classList.add('dark'); })();\n";
    const html = `<head><script>${body}</script><script type="module" src="/assets/a.js"></script><script></script></head>`;
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
    expect(webContentSecurityPolicy(html)).toContain(`script-src 'self' ${expected};`);
  });

  it('changes when the inline script changes (a stale hash would block the theme script)', () => {
    const a = inlineScriptHashes('<script>a()</script>');
    const b = inlineScriptHashes('<script>b()</script>');
    expect(a).not.toEqual(b);
  });
});
