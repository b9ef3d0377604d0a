import { ok } from '../../lib/responses';
import type { SignupService } from '../../modules/config/signup-service';

export const acceptingSignups = (signups: SignupService) => async () => ok(await signups.acceptingSignups());
