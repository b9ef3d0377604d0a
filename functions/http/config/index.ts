import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createConfigServices } from '../../modules/config/compose';
import { acceptingSignups } from './accepting-signups';
import { health } from './health';
import { joinBeta } from './join-beta';
import { subscribeNewsletter } from './subscribe-newsletter';

const platform = createPlatform();
const { signups } = createConfigServices(platform);

export const handler = createGroupHandler(
  'config',
  () => import('@shared/api/routes/config').then((m) => m.configRoutes),
  {
    health,
    acceptingSignups: acceptingSignups(signups),
    joinBeta: joinBeta(signups),
    subscribeNewsletter: subscribeNewsletter(signups),
  },
  platform.sessionDeps,
);
