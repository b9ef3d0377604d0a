import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../lib/platform';
import { ok } from '../../lib/responses';
import { health } from './health';

// Placeholder composition root until the accounts/config slice lands: only health is real.
const platform = createPlatform();
const notYet = async () => ok(null);

export const handler = createGroupHandler(
  'config',
  { health, acceptingSignups: notYet, joinBeta: notYet, subscribeNewsletter: notYet },
  platform.sessionDeps,
);
