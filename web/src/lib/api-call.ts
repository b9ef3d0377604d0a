import type * as z from 'zod';
import type { RouteAnswer } from '@shared/api/route-answers';
import { ROUTE_INDEX } from '@shared/api/route-index';
import type { RouteById, RouteId } from '@shared/api/routes';
import { apiJson } from './api-client';

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type ParamsOf<R> = R extends { params: infer S } ? { params: Input<S> } : { params?: undefined };
type QueryOf<R> = R extends { query: infer S } ? { query?: Input<S> } : { query?: undefined };
type BodyOf<R> = R extends { body: infer S }
  ? undefined extends Input<S>
    ? { body?: Input<S> }
    : { body: Input<S> }
  : { body?: undefined };

/** What a route takes, from its row's schemas: path params, query and body, each only when the row has one. */
type InputOf<R> = R extends unknown ? ParamsOf<R> & QueryOf<R> & BodyOf<R> : never;
export type CallInput<Id extends RouteId> = InputOf<RouteById<Id>>;

type Values = Record<string, string | number | boolean | null | undefined>;

/** The route's URL: `{name}` filled from params (encoded), then the query's set values. */
export function routeUrl<Id extends RouteId>(id: Id, input: { params?: unknown; query?: unknown } = {}): string {
  const [, template] = ROUTE_INDEX[id];
  const params = (input.params ?? {}) as Values;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const query = Object.entries((input.query ?? {}) as Values).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return query.length ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : path;
}

/**
 * The React Query key of a read: the path up to the first parameter, then each parameter and path part on its own
 * (`/api/weeks/{weekId}/workouts` -> ['/api/weeks', weekId, 'workouts']), so invalidating ['/api/weeks'] reaches
 * every week read; the query's own input (filters) comes last.
 */
export function routeKey<Id extends RouteId>(
  id: Id,
  input: { params?: unknown; query?: unknown } = {},
): readonly unknown[] {
  const [, template] = ROUTE_INDEX[id];
  const params = (input.params ?? {}) as Values;
  const [head, ...rest] = template.split(/\/(?=\{)/);
  const parts = rest.flatMap((piece) =>
    piece
      .split('/')
      .filter(Boolean)
      .map((part) => (/^\{\w+\}$/.test(part) ? String(params[part.slice(1, -1)] ?? '') : part)),
  );
  return input.query === undefined ? [head, ...parts] : [head, ...parts, input.query];
}

/** The first part of a read's key: invalidating it reaches every read under that path (['/api/weeks'] for the weeks). */
export const routeFamilyKey = (id: RouteId): readonly unknown[] => routeKey(id).slice(0, 1);

/**
 * One typed call of the route table: `apiCall('adminRetryTask', { params: { userId, taskId } })`. The method and
 * path come from the row, the input's types from its schemas, the answer's from shared/api/route-answers.ts.
 */
export function apiCall<Id extends RouteId>(id: Id, input?: CallInput<Id>): Promise<RouteAnswer<Id>> {
  const [method] = ROUTE_INDEX[id];
  const body = (input as { body?: unknown } | undefined)?.body;
  return apiJson<RouteAnswer<Id>>(
    method,
    routeUrl(id, input),
    method === 'GET' || method === 'DELETE' ? body : (body ?? {}),
  );
}
