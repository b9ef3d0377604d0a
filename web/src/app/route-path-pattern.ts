/**
 * A route path of the app ('/plans/:planId', '/modal/:type/:id?', '/settings/*') as the source of a regular
 * expression matching a location's pathname: each `:name` (optional or not) captures its segment, in order; a
 * trailing `/*` matches anything below; a trailing slash is allowed. Used where the router is not loaded yet: the
 * inline scripts of index.html (web/build/). No imports: the build reads this file.
 */
export function routePathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (/^:\w+\?$/.test(segment)) return '(?:/([^/]+))?';
      if (/^:\w+$/.test(segment)) return '/([^/]+)';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return `^${segments.join('')}/?$`;
}
