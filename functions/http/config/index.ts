import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../lib/platform';
import { createAppConfigRepository } from '../../modules/config/app-config-repository';
import { createSignupListRepository } from '../../modules/config/signup-list-repository';
import { createSignupService } from '../../modules/config/signup-service';
import { acceptingSignups } from './accepting-signups';
import { health } from './health';
import { joinBeta } from './join-beta';
import { subscribeNewsletter } from './subscribe-newsletter';

const platform = createPlatform();
const signups = createSignupService({ config: createAppConfigRepository(platform.db), lists: createSignupListRepository(platform.db), clock: platform.clock });

export const handler = createGroupHandler(
  'config',
  { health, acceptingSignups: acceptingSignups(signups), joinBeta: joinBeta(signups), subscribeNewsletter: subscribeNewsletter(signups) },
  platform.sessionDeps,
);
