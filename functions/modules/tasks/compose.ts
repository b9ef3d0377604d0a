import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TaskQueue } from '../../queues/send-task';
import { createTaskRepository } from './task-repository';
import { createTaskService } from './task-service';

/** The task service over the table (and SQS unless a queue is given), for the modules that start AI tasks. */
export function taskServiceFor({ db, clock }: { db: Db; clock: Clock }, queue?: TaskQueue) {
  return createTaskService({ tasks: createTaskRepository(db), clock, queue });
}
