import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../../../functions/local/route-match';
import { routes } from '@shared/api/routes';
import type { RouteDef } from '@shared/api/route-types';

const table: RouteDef[] = [
  { id: 'getUser', method: 'GET', path: '/api/user', group: 'accounts', auth: 'user' },
  { id: 'patchUser', method: 'PATCH', path: '/api/user', group: 'accounts', auth: 'user' },
  { id: 'planStatus', method: 'GET', path: '/api/plans/status/{sessionId}', group: 'plans', auth: 'user' },
  { id: 'activeWeek', method: 'GET', path: '/api/weeks/active', group: 'weeks', auth: 'user' },
  { id: 'week', method: 'GET', path: '/api/weeks/{id}', group: 'weeks', auth: 'user' },
];

describe('route matching', () => {
  const match = createRouteMatcher(table);

  it('matches method and path, with an optional trailing slash', () => {
    expect(match('GET', '/api/user')?.route.id).toBe('getUser');
    expect(match('patch', '/api/user/')?.route.id).toBe('patchUser');
    expect(match('DELETE', '/api/user')).toBeUndefined();
    expect(match('GET', '/api/user/extra')).toBeUndefined();
  });

  it('decodes path parameters and prefers static paths over templates', () => {
    expect(match('GET', '/api/plans/status/abc%20def')).toMatchObject({
      route: { id: 'planStatus' },
      pathParameters: { sessionId: 'abc def' },
    });
    expect(match('GET', '/api/weeks/active')?.route.id).toBe('activeWeek');
    expect(match('GET', '/api/weeks/w-1')).toMatchObject({ route: { id: 'week' }, pathParameters: { id: 'w-1' } });
  });

  it('finds every row of the real route table by its own path', () => {
    const real = createRouteMatcher();
    for (const route of routes as readonly RouteDef[]) {
      const path = route.path.replace(/\{(\w+)\}/g, 'x1');
      expect(real(route.method, path)?.route.id, `${route.method} ${path}`).toBe(route.id);
    }
  });
});
