import { timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../lib/crypto';

/** Strava's callback validation: the verify token we gave it, compared in constant time (hashes of equal length). */
export function isStravaVerifyToken(expected: string | undefined, given: string): boolean {
  if (!expected) return false;
  return timingSafeEqual(Buffer.from(sha256(expected), 'hex'), Buffer.from(sha256(given), 'hex'));
}
