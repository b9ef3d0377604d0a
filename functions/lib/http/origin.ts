import type middy from '@middy/core';
import type { RouteDef } from '../../../shared/api/route-types';
import { env } from '../env';
import { forbidden } from '../errors';
import type { StackEvent } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function allowedOrigins(): Set<string> {
  const { APP_URL, ALLOWED_ORIGINS } = env();
  const extra = ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
  return new Set([new URL(APP_URL).origin, ...extra.map((o) => new URL(o).origin)]);
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
