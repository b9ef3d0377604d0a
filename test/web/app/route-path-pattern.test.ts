import { describe, expect, it } from 'vitest';
import { routePathPattern } from '../../../web/src/app/route-path-pattern';

const match = (path: string, pathname: string) => new RegExp(routePathPattern(path)).exec(pathname)?.slice(1);

describe('routePathPattern', () => {
  it('matches a literal path with or without a trailing slash, and nothing longer', () => {
    expect(match('/dashboard', '/dashboard')).toEqual([]);
    expect(match('/dashboard', '/dashboard/')).toEqual([]);
    expect(match('/dashboard', '/dashboard/x')).toBeUndefined();
    expect(match('/', '/')).toEqual([]);
    expect(match('/', '/auth')).toBeUndefined();
  });

  it('captures each parameter segment in order, an optional one only when present', () => {
    expect(match('/plans/:planId/race-day', '/plans/p%201/race-day')).toEqual(['p%201']);
    expect(match('/plans/:planId/race-day', '/plans//race-day')).toBeUndefined();
    expect(match('/modal/:type/:id?', '/modal/workout/w-1')).toEqual(['workout', 'w-1']);
    expect(match('/modal/:type/:id?', '/modal/workout')).toEqual(['workout', undefined]);
  });

  it('lets a trailing * match anything below, and treats other characters literally', () => {
    expect(match('/settings/*', '/settings')).toEqual([]);
    expect(match('/settings/*', '/settings/watch/garmin')).toEqual([]);
    expect(match('/settings/*', '/settingsx')).toBeUndefined();
    expect(match('/a.b', '/aXb')).toBeUndefined();
  });
});
