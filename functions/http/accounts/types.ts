import type { RouteHandler } from '../../lib/http/types';
import type { RouteById, RouteId } from '@shared/api/routes';
import type { AccountServices } from '../../modules/accounts/compose';

/** A route file exports one of these: services in, the route's handler out. */
export type AccountRoute<Id extends RouteId> = (services: AccountServices) => RouteHandler<RouteById<Id>>;
