import type { Platform } from '../../composition/platform';
import { createFitnessRepository } from '../accounts/fitness-repository';
import { createUserRepository } from '../accounts/user-repository';
import { taskServiceFor } from '../tasks/compose';
import { createThresholdRepository } from '../thresholds/threshold-repository';
import { DEFAULT_FITNESS, planLoadHistory } from '../weeks/week-build-input';
import { createWeekRepository } from '../weeks/week-repository';
import { createEventTypeRepository } from './event-type-repository';
import { createEventTypeService } from './event-type-service';
import { createPlanRepository } from './plan-repository';
import { createPlanService } from './plan-service';
import { createRaceDayRepository } from './race-day-repository';
import { createRaceDayService } from './race-day-service';
import { createSuggestionService } from './suggestion-service';
import { createRateLimiter } from '../accounts/rate-limiter';
import { createSuggestionRepository } from './suggestion-repository';

/** Wires the plans group's services from a platform. */
export function createPlanServices(platform: Platform) {
  const { db, clock } = platform;
  const eventTypes = createEventTypeService({ eventTypes: createEventTypeRepository(db) });
  const plans = createPlanRepository(db);
  const users = createUserRepository(db);
  const fitness = createFitnessRepository(db);
  return {
    eventTypes,
    plans: createPlanService({
      plans,
      eventTypes,
      users,
      tasks: taskServiceFor({ db, clock }),
      weeks: createWeekRepository(db),
      clock,
    }),
    raceDays: createRaceDayService({
      plans,
      raceDays: createRaceDayRepository(db),
      thresholds: createThresholdRepository(db),
      fitness: async (userId) => {
        const latest = await fitness.latest(userId);
        return latest
          ? { swimLevel: latest.swimLevel, bikeLevel: latest.bikeLevel, runLevel: latest.runLevel }
          : DEFAULT_FITNESS;
      },
      users,
      loadHistory: (userId, plan, before, today) => planLoadHistory(db, plan, userId, before, today),
      clock,
    }),
    suggestions: createSuggestionService({
      suggestions: createSuggestionRepository(db),
      limiter: createRateLimiter(db, clock),
      clock,
    }),
  };
}

export type PlanServices = ReturnType<typeof createPlanServices>;
