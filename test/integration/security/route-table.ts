import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { RouteDef } from '@shared/api/route-types';
import { buildPath, routes } from '@shared/api/routes';
import type { ApiResponse } from '../../support/api-event';

/** Every row of the route table, so rows added later are covered without touching these tests. */
export const rows = routes as readonly RouteDef[];

export const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const paramNames = (route: RouteDef): string[] => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The route's path with each `{param}` filled by the given value, or a fresh random id. */
export function pathOf(route: RouteDef, values: Record<string, string> = {}): string {
  return buildPath(
    route.path,
    Object.fromEntries(paramNames(route).map((name) => [name, values[name] ?? randomUUID()])),
  );
}

/** `it.each` rows: the id first so a failure names the route. */
export const cases = (list: readonly RouteDef[]) => list.map((route) => [route.id, route] as const);

/** An error answer as the contract has it: JSON `{message, error}`, and never a 5xx. */
export function expectError(res: ApiResponse, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body).toMatchObject({ message: expect.any(String), error: expect.any(String) });
}

export function expectNo5xx(res: ApiResponse) {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
}
