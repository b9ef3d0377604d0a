import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createUserRepository } from '../accounts/user-repository';
import { createActivityRepository } from '../activities/activity-repository';
import { createWeekRepository } from '../weeks/week-repository';
import { createWorkoutRepository } from '../workouts/workout-repository';
import { createEstimateService } from './estimate-service';
import { createTestScheduler } from './test-scheduler';
import { createThresholdRepository } from './threshold-repository';
import { createThresholdService } from './threshold-service';

/** The thresholds calls: stored values, estimates from activities, scheduled tests. */
export function createThresholdServices({ db, clock }: { db: Db; clock: Clock }) {
  return {
    thresholds: createThresholdService({ thresholds: createThresholdRepository(db), clock }),
    estimates: createEstimateService({ activities: createActivityRepository(db), clock }),
    tests: createTestScheduler({
      weeks: createWeekRepository(db),
      workouts: createWorkoutRepository(db),
      users: createUserRepository(db),
      clock,
    }),
  };
}

export type ThresholdServices = ReturnType<typeof createThresholdServices>;
