import type { Platform } from '../../lib/platform';
import { createCreditRepository } from '../accounts/credit-repository';
import { createUserRepository } from '../accounts/user-repository';
import { createConfigServices } from '../config/compose';
import { createPlanRepository } from '../plans/plan-repository';
import { createCounterRepository } from '../stats/counters';
import { createWeekRepository } from '../weeks/week-repository';
import { createAdminService } from './admin-service';
import { createAdminUserRepository } from './admin-user-repository';
import { createAuditRepository } from './audit-repository';

/** Wires the admin group. */
export function createAdminServices(platform: Platform) {
  const { db, clock } = platform;
  const audit = createAuditRepository(db);
  const config = createConfigServices(platform);
  return {
    admin: createAdminService({
      db,
      adminUsers: createAdminUserRepository(db, audit),
      users: createUserRepository(db),
      credits: createCreditRepository(db),
      plans: createPlanRepository(db),
      weeks: createWeekRepository(db),
      audit,
      counters: createCounterRepository(db),
      config: config.appConfig,
      lists: config.lists,
      invites: config.invites,
      clock,
    }),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
