import type { RouteDef, RouteGroup } from '@shared/api/route-types';
import { routes } from '@shared/api/routes';

/**
 * Groups that exist only in the local stack. The sandbox checkout signs payment events itself: deployed next to
 * real Stripe it would let anyone mint credits, so the cloud never routes it.
 */
export const LOCAL_ONLY_GROUPS: readonly RouteGroup[] = ['sandbox'];

/** The route-table rows the cloud API serves. */
export function cloudRoutes(): readonly RouteDef[] {
  return (routes as readonly RouteDef[]).filter((route) => !LOCAL_ONLY_GROUPS.includes(route.group));
}
