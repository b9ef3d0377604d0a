import { adminRoutes } from '@shared/api/routes/admin';
import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createAdminServices } from '../../modules/admin/compose';
import { adminHandlers } from './handlers';

const platform = createPlatform();

export const handler = createGroupHandler('admin', adminRoutes, adminHandlers(createAdminServices(platform)), platform.sessionDeps);
