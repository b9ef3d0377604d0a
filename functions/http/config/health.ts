import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';

export const health: RouteHandler<RouteById<'health'>> = async () => ok({ status: 'ok' });
