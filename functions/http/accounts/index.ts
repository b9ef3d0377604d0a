import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createAccountServices } from '../../modules/accounts/compose';
import { createFeedRevoker } from '../../modules/calendar/revoke-feed';
import { createGarminModule } from '../../modules/garmin/compose';
import { createIntervalsConnectionRepository } from '../../modules/intervals/connection-repository';
import { createStravaModule } from '../../modules/strava/compose';
import { changePassword } from './change-password';
import { getCredits } from './credits';
import { deleteUser } from './delete-user';
import { exportUser } from './export-user';
import { getLatestFitness, listFitness, saveFitness } from './fitness';
import { forgotPassword } from './forgot-password';
import { getUser } from './get-user';
import { login } from './login';
import { logout } from './logout';
import { patchUser } from './patch-user';
import { register } from './register';
import { resetPassword } from './reset-password';
import { skipWatch } from './skip-watch';

const platform = createPlatform();
// Deleting an account disconnects its watch (the deregistration job then tells Garmin), its Strava (the strava-events
// job deauthorizes), removes its intervals.icu key and revokes its calendar feed.
const garmin = createGarminModule(platform);
const strava = createStravaModule(platform);
const intervals = createIntervalsConnectionRepository(platform.db);
const revokeCalendarFeed = createFeedRevoker(platform.db);
const services = createAccountServices(platform, {
  deletionHooks: [
    (user) => garmin.service.disconnect(user.id),
    (user) => garmin.parked.forgetAthlete(user.id),
    (user) => strava.service.disconnect(user.id),
    (user) => intervals.remove(user.id).then(() => undefined),
    (user) => revokeCalendarFeed(user.id),
  ],
});

export const handler = createGroupHandler(
  'accounts',
  () => import('@shared/api/routes/accounts').then((m) => m.accountRoutes),
  {
    register: register(services),
    login: login(services),
    logout: logout(services),
    getUser: getUser(services),
    patchUser: patchUser(services),
    deleteUser: deleteUser(services),
    changePassword: changePassword(services),
    exportUser: exportUser(services),
    getLatestFitness: getLatestFitness(services),
    listFitness: listFitness(services),
    saveFitness: saveFitness(services),
    skipWatch: skipWatch(services),
    getCredits: getCredits(services),
    forgotPassword: forgotPassword(services),
    resetPassword: resetPassword(services),
  },
  platform.sessionDeps,
);
