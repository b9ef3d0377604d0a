import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createLoadCheckService } from './load-check-service';
import { createWeekLoadReader } from './week-load-read';
import { createWeekRepository } from './week-repository';

/** The safety limits' check of a week over the table (the weeks group, and the chat's proposals in the worker). */
export function loadCheckServiceFor({ db, clock }: { db: Db; clock: Clock }) {
  return createLoadCheckService({ weeks: createWeekRepository(db), weekLoad: createWeekLoadReader(db), clock });
}
