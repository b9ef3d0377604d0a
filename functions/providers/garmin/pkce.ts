import { createHash, randomBytes } from 'node:crypto';

/** A PKCE verifier: 64 characters from the unreserved alphabet [A-Za-z0-9-._~] (RFC 7636 allows 43-128). */
export function pkceVerifier(): string {
  return randomBytes(48).toString('base64url');
}

/** The S256 challenge: BASE64URL(SHA256(verifier)) without padding. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
