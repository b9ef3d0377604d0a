import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden } from '../errors';
import { logger } from '../logger';
import { createOriginSecretSource, type OriginSecrets, type OriginSecretSource } from '../origin-secret';
import { ORIGIN_VERIFY_HEADER } from './edge-headers';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The secrets' own digests, computed once per value instead of twice per request (at most two values live at once). */
const secretDigests = new Map<string, Buffer>();
function secretDigest(secret: string): Buffer {
  let known = secretDigests.get(secret);
  if (!known) {
    if (secretDigests.size >= 4) secretDigests.clear();
    known = digest(secret);
    secretDigests.set(secret, known);
  }
  return known;
}

/** Constant time: both candidates are always compared, on equal-length digests, whatever matches. */
export function matchesOriginSecret(sent: string | undefined, secrets: OriginSecrets | null): boolean {
  if (!secrets || !sent) return false;
  const given = digest(sent);
  const current = timingSafeEqual(given, secretDigest(secrets.current));
  const previous = timingSafeEqual(given, secretDigest(secrets.previous ?? secrets.current));
  return current || previous;
}

/**
 * Refuses every request that did not come through the edge (the HTTP API's own execute-api URL is public), before
 * anything reads a header the edge is trusted to set (the viewer address of the per-address throttles).
 */
export function edgeOriginCheck(
  source: OriginSecretSource = createOriginSecretSource(),
): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
      if (matchesOriginSecret(sent, await source.get())) return;
      // A rotation may have happened since the value was cached: one fresh read before refusing.
      if (sent && matchesOriginSecret(sent, await source.get({ fresh: true }))) return;
      logger.warn('request refused: it did not come through the edge', {
        sourceIp: event.requestContext?.http?.sourceIp,
        originHeader: sent ? 'wrong' : 'missing',
      });
      throw forbidden('Forbidden');
    },
  };
}
