import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createActivityRepository } from '../activities/activity-repository';
import { createAvailabilityRepository } from '../availability/availability-repository';
import { createWeekLoadReader } from '../weeks/week-load-read';
import { createWeekRepository } from '../weeks/week-repository';
import type { WatchSender } from '../workouts/watch-sender';
import { createReplanRepository } from './replan-repository';
import { createReplanService } from './replan-service';

/** The re-plan service over the table; accepted changes reach the watch through `watch`. */
export function replanServiceFor({ db, clock }: { db: Db; clock: Clock }, watch: WatchSender) {
  return createReplanService({
    weeks: createWeekRepository(db),
    availability: createAvailabilityRepository(db),
    replans: createReplanRepository(db),
    activities: createActivityRepository(db),
    weekLoad: createWeekLoadReader(db),
    watch,
    clock,
  });
}
