import type { Db } from '../../db/client';
import type { Platform } from '../../composition/platform';
import type { Clock } from '../../lib/clock';
import { createActivityRepository } from '../activities/activity-repository';
import { createSendRetryRepository } from '../garmin/send-retry-repository';
import { createActivityService } from '../activities/activity-service';
import { createReportService } from '../activities/report-service';
import { createOutcomeReader } from '../workouts/workout-outcomes';
import { createPlanRepository } from '../plans/plan-repository';
import type { TaskService } from '../tasks/task-service';
import { taskServiceFor } from '../tasks/compose';
import { noWatchSender, type WatchSender } from '../workouts/watch-sender';
import { createWorkoutRepository } from '../workouts/workout-repository';
import { createWorkoutService } from '../workouts/workout-service';
import { availabilityServiceFor } from '../availability/compose';
import { createAdaptationRepository } from './adaptation-repository';
import { createAdaptationService } from './adaptation-service';
import { weekGenerationFor } from './generation-service';
import { loadCheckServiceFor } from './load-check-compose';
import { createWeekPlanningReader } from './week-build-input';
import { createSummaryService } from './summary-service';
import { createWeekMover } from './week-mover';
import { createAvailabilityRepository } from '../availability/availability-repository';
import { createWeekRepository } from './week-repository';
import { createWeekService } from './week-service';

export interface WeekServiceOptions {
  tasks?: Pick<TaskService, 'start' | 'getForUser'>;
  /** The watch issue passes the Garmin sender here. */
  watch?: WatchSender;
}

/** Wires the weeks, workouts and activities services (the weeks and workouts groups, the CLI, the watch push). */
export function createWeekServices(
  { db, clock }: { db: Db; clock: Clock } | Platform,
  options: WeekServiceOptions = {},
) {
  const weeks = createWeekRepository(db);
  const workouts = createWorkoutRepository(db);
  const tasks = options.tasks ?? taskServiceFor({ db, clock });
  const activityRepository = createActivityRepository(db);
  const outcomes = createOutcomeReader({ activities: activityRepository, clock });
  const activities = createActivityService({ activities: activityRepository, weeks, workouts, clock });
  const watchQueue = createSendRetryRepository(db);
  return {
    weeks: createWeekService({
      weeks,
      workouts,
      plans: createPlanRepository(db),
      generation: weekGenerationFor({ db, clock }, tasks),
      outcomes,
      watchQueue,
      clock,
    }),
    summaries: createSummaryService({ weeks, workouts, tasks, clock }),
    mover: createWeekMover({ weeks, workouts, watchQueue, clock }),
    workouts: createWorkoutService({
      workouts,
      weeks,
      tasks,
      watch: options.watch ?? noWatchSender,
      outcomes,
      clock,
      availability: createAvailabilityRepository(db),
    }),
    activities,
    reports: createReportService({
      workouts,
      activities: activityRepository,
      record: activities.record,
      outcomes,
      clock,
    }),
    workoutRepository: workouts,
    clock,
  };
}

export type WeekServices = ReturnType<typeof createWeekServices>;

/**
 * The weeks group's services: the shared ones plus the adaptive week's, which run the offline coach's engine. Kept
 * apart so the workouts and garmin groups, which never adapt a week, don't bundle that engine and its texts.
 */
export function createWeeksGroupServices(platform: { db: Db; clock: Clock } | Platform) {
  return {
    ...createWeekServices(platform),
    adaptation: createAdaptationService({
      weeks: createWeekRepository(platform.db),
      adaptations: createAdaptationRepository(platform.db),
      plans: createPlanRepository(platform.db),
      workouts: createWorkoutRepository(platform.db),
      planning: createWeekPlanningReader(platform.db),
      clock: platform.clock,
    }),
    loadCheck: loadCheckServiceFor(platform),
    availability: availabilityServiceFor(platform),
  };
}

export type WeeksGroupServices = ReturnType<typeof createWeeksGroupServices>;
