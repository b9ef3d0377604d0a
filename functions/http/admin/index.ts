import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createAdminServices } from '../../modules/admin/compose';
import { adminHandlers } from './handlers';

const platform = createPlatform();

export const handler = createGroupHandler(
  'admin',
  () => import('@shared/api/routes/admin').then((m) => m.adminRoutes),
  adminHandlers(createAdminServices(platform)),
  platform.sessionDeps,
);
