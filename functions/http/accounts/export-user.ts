import { ok } from '../../lib/responses';
import type { AccountRoute } from './types';

export const exportUser: AccountRoute<'exportUser'> =
  ({ exporter }) =>
  async ({ session }) => {
    const data = await exporter.exportUser(session.userId);
    return ok(data, { headers: { 'content-disposition': 'attachment; filename="tricoach-export.json"' } });
  };
