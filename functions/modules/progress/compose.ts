import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createProgressRepository } from './progress-repository';
import { createProgressService } from './progress-service';

/** Wires the progress group's service. */
export function createProgressServices({ db, clock }: { db: Db; clock: Clock }) {
  return { progress: createProgressService({ progress: createProgressRepository(db), clock }) };
}

export type ProgressServices = ReturnType<typeof createProgressServices>;
