import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createIntervalsModule } from '../../modules/intervals/compose';
import { intervalsHandlers } from './handlers';

const platform = createPlatform();

export const handler = createGroupHandler(
  'intervals',
  () => import('@shared/api/routes/intervals').then((m) => m.intervalsRoutes),
  intervalsHandlers(createIntervalsModule(platform).service),
  platform.sessionDeps,
);
