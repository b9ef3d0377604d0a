import { routes } from '@shared/api/routes';
import type { RouteDef } from '@shared/api/route-types';

export interface RouteMatch {
  route: RouteDef;
  /** Decoded path parameters, as API Gateway passes them. */
  pathParameters?: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\+?\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

/** Finds the route table row for a request, like API Gateway's route selection (static paths before templated ones). */
export function createRouteMatcher(table: readonly RouteDef[] = routes as readonly RouteDef[]) {
  const compiled = table.map(compile).sort((a, b) => a.names.length - b.names.length);
  return (method: string, path: string): RouteMatch | undefined => {
    for (const { route, pattern, names } of compiled) {
      if (route.method !== method.toUpperCase()) continue;
      const match = pattern.exec(path);
      if (!match) continue;
      if (!names.length) return { route };
      const pathParameters: Record<string, string> = {};
      names.forEach((name, i) => {
        const raw = match[i + 1]!;
        try {
          pathParameters[name] = decodeURIComponent(raw);
        } catch {
          pathParameters[name] = raw;
        }
      });
      return { route, pathParameters };
    }
    return undefined;
  };
}
