import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeIndexSource } from '../../../scripts/generate-route-index';
import { routes } from '@shared/api/routes';
import type { RouteDef } from '@shared/api/route-types';
import { routeUrl } from '../../../web/src/lib/api-call';

describe('the route index the web calls by', () => {
  it('is exactly what the route table generates (run `npm run routes:index` after changing a row)', () => {
    const committed = readFileSync(new URL('../../../shared/api/route-index.ts', import.meta.url), 'utf8');
    expect(committed).toBe(routeIndexSource(routes as readonly RouteDef[]));
  });

  it('fills path parameters encoded and keeps only the query values that are set', () => {
    expect(routeUrl('adminInviteBetaTester', { params: { email: 'a+b@example.com' } })).toBe(
      '/api/admin/beta-testers/a%2Bb%40example.com/invite',
    );
    expect(routeUrl('adminListTasks', { query: { status: 'failed', type: undefined, cursor: '' } })).toBe(
      '/api/admin/ai-tasks?status=failed',
    );
    expect(routeUrl('adminListUsers', { query: { q: 'ola n', cursor: 'abc' } })).toBe(
      '/api/admin/users?q=ola+n&cursor=abc',
    );
    expect(routeUrl('getUser')).toBe('/api/user');
  });
});
