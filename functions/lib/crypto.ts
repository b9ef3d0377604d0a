import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL safe. Sessions, reset links and invite codes use it. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a leaked table holds nothing usable. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
