import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { WeekServices } from '../weeks/compose';
import { createWeekRepository } from '../weeks/week-repository';
import { createReadinessRepository } from './readiness-repository';
import { createReadinessService } from './readiness-service';

/** The readiness check on top of the week services (its changes go through the workouts service and the watch). */
export function createReadinessModule({ db, clock }: { db: Db; clock: Clock }, weekServices: WeekServices) {
  return createReadinessService({
    readiness: createReadinessRepository(db),
    weeks: createWeekRepository(db),
    workouts: weekServices.workoutRepository,
    workoutService: weekServices.workouts,
    reports: weekServices.reports,
    clock,
  });
}
