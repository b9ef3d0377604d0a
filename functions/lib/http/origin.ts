import type middy from '@middy/core';
import type { RouteDef } from '@shared/api/route-types';
import { env } from '../env';
import { forbidden } from '../errors';
import type { StackEvent } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Built once per configuration (env() returns the same object until the tests reset it), not per request. */
let allowed: { config: ReturnType<typeof env>; origins: Set<string> } | undefined;

export function allowedOrigins(): Set<string> {
  const config = env();
  if (allowed?.config === config) return allowed.origins;
  const extra = config.ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const origins = new Set([new URL(config.APP_URL).origin, ...extra.map((o) => new URL(o).origin)]);
  allowed = { config, origins };
  return origins;
}

/** CSRF: a mutation whose Origin is present and foreign is refused (webhooks verify themselves). */
export function originCheck(route: RouteDef): middy.MiddlewareObj<StackEvent> {
  return {
    before: async ({ event }) => {
      if (SAFE_METHODS.has(route.method) || route.auth === 'webhook') return;
      const origin = event.headers?.origin ?? event.headers?.Origin;
      if (origin !== undefined && !allowedOrigins().has(origin)) throw forbidden('Cross-origin request refused');
      if ((event.headers?.['sec-fetch-site'] ?? '') === 'cross-site') throw forbidden('Cross-origin request refused');
    },
  };
}
