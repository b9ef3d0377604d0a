import { env } from '../../lib/env';
import type { Platform } from '../../composition/platform';
import { createDeadLetterQueue } from '../../queues/dead-letters';
import { createAccountDeps } from '../accounts/compose';
import { createPasswordService } from '../accounts/password-service';
import { createCreditRepository } from '../accounts/credit-repository';
import { createUserRepository } from '../accounts/user-repository';
import { createConfigServices } from '../config/compose';
import { createMailRepository } from '../mail/mail-repository';
import { createPlanRepository } from '../plans/plan-repository';
import { createSuggestionRepository } from '../plans/suggestion-repository';
import { createCounterRepository, createGsiCounts } from '../stats/counters';
import { createTaskHourRepository } from '../stats/task-hours';
import { createWeekRepository } from '../weeks/week-repository';
import { weekGenerationFor } from '../weeks/generation-service';
import { createWeekService } from '../weeks/week-service';
import { createOutcomeReader } from '../workouts/workout-outcomes';
import { createActivityRepository } from '../activities/activity-repository';
import { createWorkoutRepository } from '../workouts/workout-repository';
import { createAdminService } from './admin-service';
import { createAdminTaskRepository } from './admin-task-repository';
import { createAdminUserRepository } from './admin-user-repository';
import { actorLookup } from './audit';
import { createAuditRepository } from './audit-repository';
import { createParkedGarminRepository } from '../garmin/parked-repository';
import { createSendRetryRepository } from '../garmin/send-retry-repository';
import { createParkedGarminConsole } from './parked-garmin-console';
import { createSuggestionInbox } from './suggestion-inbox';
import { createTaskMonitor } from './task-monitor';

/** Wires the admin group. */
export function createAdminServices(platform: Platform) {
  const { db, clock } = platform;
  const now = () => clock().toISOString();
  const audit = createAuditRepository(db);
  const config = createConfigServices(platform);
  const users = createUserRepository(db);
  const adminUsers = createAdminUserRepository(db, audit);
  const tasks = createAdminTaskRepository(db);
  const deadLetters = createDeadLetterQueue({ deadLetterUrl: env().TASK_DLQ_URL, queueUrl: env().TASK_QUEUE_URL });
  const weeks = createWeekRepository(db);
  const plans = createPlanRepository(db);
  // The week service alone (a failed week's free retry), not createWeekServices: that wires the offline coach's
  // adaptation engine and texts too, which the admin console never runs and its bundle would parse on every cold start.
  const outcomes = createOutcomeReader({ activities: createActivityRepository(db), clock });
  const weekService = createWeekService({
    weeks,
    workouts: createWorkoutRepository(db),
    plans,
    generation: weekGenerationFor(platform),
    outcomes,
    watchQueue: createSendRetryRepository(db),
    clock,
  });
  const monitor = createTaskMonitor({
    tasks,
    adminUsers,
    retryWeek: (userId, weekId) => weekService.retry(userId, weekId),
    deadLetters,
    audit,
    actorOf: actorLookup(users),
    now,
  });
  return {
    admin: createAdminService({
      gsiCounts: createGsiCounts(db),
      adminUsers,
      users,
      credits: createCreditRepository(db),
      plans,
      weeks,
      audit,
      counters: createCounterRepository(db),
      config: config.appConfig,
      lists: config.lists,
      invites: config.invites,
      tasks,
      taskHours: createTaskHourRepository(db),
      monitor,
      deadLetters,
      mails: createMailRepository(db),
      passwords: createPasswordService(createAccountDeps(platform)),
      clock,
    }),
    monitor,
    parkedGarmin: createParkedGarminConsole({
      parked: createParkedGarminRepository(db),
      audit,
      actorOf: actorLookup(users),
      now,
    }),
    suggestions: createSuggestionInbox({ suggestions: createSuggestionRepository(db), adminUsers, now }),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
