import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/browser';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';
import { createHttpClient } from '../support/http-client';

let stack: E2eStack;
let browser: TestBrowser;
useE2eSession({ name: 'edge-security' }, (s) => {
  stack = s.stack;
  browser = s.browser;
});

describe('the same security headers as the CloudFront distribution', () => {
  const common = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    // HSTS only over HTTPS (the cloud); this stack is plain http://localhost.
    expect(headers.get('strict-transport-security')).toBeNull();
  };

  it('on the SPA, its assets and /locales: a CSP without inline script except the hashed ones, no framing', async () => {
    const page = await fetch(`${stack.url}/dashboard`);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy')!;
    common(page.headers);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length;
    expect(inline).toBeGreaterThan(0);
    expect(csp.match(/'sha256-[A-Za-z0-9+/=]+'/g)).toHaveLength(inline);

    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    for (const path of [asset, '/locales/en/translation.json', '/missing.png']) {
      const res = await fetch(`${stack.url}${path}`);
      common(res.headers);
      expect(res.headers.get('content-security-policy'), path).toBe(csp);
    }
  });

  it('on the API, including its errors: nothing may render or frame a JSON answer', async () => {
    for (const path of ['/api/user', '/api/no-such-route']) {
      const res = await fetch(`${stack.url}${path}`);
      expect([401, 404]).toContain(res.status);
      common(res.headers);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('the SPA runs under that CSP in Chromium: no violation on the landing page, /auth and after signing in', async () => {
    const { page } = browser;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(
          `Refused to load (CSP): ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        ),
      );
    });
    await page.goto(`${stack.url}/`);
    await page
      .getByRole('link', { name: /Free Trial/i })
      .first()
      .waitFor();
    await page.goto(`${stack.url}/auth?reg`);
    await page.getByRole('tab', { name: /Register/i }).waitFor();
    await page.getByLabel(/Email/i).first().fill(`csp-${randomUUID()}@example.test`);
    await page
      .getByLabel(/Password/i)
      .first()
      .fill('secret-123');
    await page
      .locator('form')
      .getByRole('button', { name: /Register|Create/i })
      .first()
      .click();
    await page.waitForURL(/\/(onboarding|dashboard)/);
    await page.locator('#root *').first().waitFor();
    expect(violations).toEqual([]);
  });
});

// Last: it spends this machine's sign-up allowance (20 an hour per address), which the CSP test above needs.
describe('the local gateway is the edge: it decides the viewer address and the origin secret', () => {
  it('25 registrations from one machine, each claiming another x-viewer-address: 429 once the machine has 20', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const client = createHttpClient(stack.url);
      const res = await client.request(
        'POST',
        '/api/register',
        { email: `edge-${randomUUID()}@example.test`, password: 'secret-123' },
        {
          'x-viewer-address': `10.0.${i}.${i + 1}`,
          // A client cannot claim to be the edge either: the gateway replaces this with the stack's own secret.
          'x-origin-verify': 'forged',
        },
      );
      statuses.push(res.status);
    }
    // 20 an hour from this machine, whatever it claims: the CSP test above signed up once already.
    expect(statuses).toEqual([...Array(19).fill(201), ...Array(6).fill(429)]);
  });
});
