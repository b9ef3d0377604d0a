import type { Platform } from '../../lib/platform';
import { createUserRepository } from '../accounts/user-repository';
import { createTaskService } from '../tasks/task-service';
import { createWeekRepository } from '../weeks/week-repository';
import { createEventTypeRepository } from './event-type-repository';
import { createEventTypeService } from './event-type-service';
import { createPlanRepository } from './plan-repository';
import { createPlanService } from './plan-service';
import { createSuggestionService } from './suggestion-service';
import { createSuggestionRepository } from './suggestion-repository';

/** Wires the plans group's services from a platform. */
export function createPlanServices(platform: Platform) {
  const { db, clock } = platform;
  const eventTypes = createEventTypeService(createEventTypeRepository(db));
  return {
    eventTypes,
    plans: createPlanService({ plans: createPlanRepository(db), eventTypes, users: createUserRepository(db), tasks: createTaskService({ db, clock }), weeks: createWeekRepository(db), clock }),
    suggestions: createSuggestionService(createSuggestionRepository(db), clock),
  };
}

export type PlanServices = ReturnType<typeof createPlanServices>;
