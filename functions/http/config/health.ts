import { ok } from '../../lib/responses';

export const health = async () => ok({ status: 'ok' });
