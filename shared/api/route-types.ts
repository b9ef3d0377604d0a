import type * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - public: anyone (a session is loaded when present)
 * - user: a signed-in user (401 otherwise)
 * - admin: a signed-in admin (403 otherwise)
 * - webhook: a provider callback, exempt from the Origin check; it verifies itself (signature/token)
 */
export type RouteAuth = 'public' | 'user' | 'admin' | 'webhook';

export type RouteGroup =
  | 'accounts'
  | 'config'
  | 'chat'
  | 'plans'
  | 'weeks'
  | 'workouts'
  | 'garmin'
  | 'intervals'
  | 'strava'
  | 'payments'
  | 'admin'
  | 'progress'
  | 'calendar';

export interface RouteDef {
  /** Unique, stable id; the group's handler map is keyed by it. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway path syntax: /api/workouts/{id} */
  readonly path: string;
  readonly group: RouteGroup;
  readonly auth: RouteAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Keep the raw body string (webhook signatures); skips JSON parsing. */
  readonly rawBody?: boolean;
  /** A larger body limit than the default 256 KiB (file uploads); under Lambda's 6 MB request payload. */
  readonly maxBodyBytes?: number;
}

export function defineRoutes<const T extends readonly RouteDef[]>(rows: T): T {
  return rows;
}
