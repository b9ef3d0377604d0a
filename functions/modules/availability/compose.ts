import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createAvailabilityRepository } from './availability-repository';
import { createAvailabilityService } from './availability-service';

/** The availability service over the table (the weeks and workouts groups). */
export function availabilityServiceFor({ db, clock }: { db: Db; clock: Clock }) {
  return createAvailabilityService({ availability: createAvailabilityRepository(db), clock });
}
