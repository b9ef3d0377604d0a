import { createHash } from 'node:crypto';

/**
 * The security headers of every answer, defined once: CloudFront's response headers policies (infra/constructs/
 * spa-hosting.ts) and the local stack's gateway (functions/local) both build theirs from here, so a CSP that breaks
 * the SPA breaks it locally and in e2e first. Directives that only make sense over HTTPS (HSTS,
 * upgrade-insecure-requests) are left out on plain-http localhost.
 */

/** `'sha256-…'` sources for every inline <script> of the built index.html, so the CSP needs no 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface TransportOptions {
  /** Served over HTTPS (the cloud); false for the local stack on http://localhost. */
  https: boolean;
}

/**
 * The SPA's policy: same-origin everything (the API and /locales are same-origin behind CloudFront).
 * Styles allow inline because Radix dialogs inject <style> elements at runtime.
 */
export function webContentSecurityPolicy(html: string, { https }: TransportOptions = { https: true }): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** JSON answers never render: nothing may load from or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

// Not no-referrer: under it browsers send `Origin: null` on non-CORS-mode POSTs (forms, mode 'same-origin'),
// which the API's Origin check would reject. Cross-origin requests still only see the origin, never reset tokens.
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
export const FRAME_OPTIONS = 'DENY';
export const HSTS_MAX_AGE_SECONDS = 730 * 86_400;

/** Every security header of an answer, by name (lower case), for a given CSP. */
export function securityHeaders(contentSecurityPolicy: string, { https }: TransportOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
  };
}
