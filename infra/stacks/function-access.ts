import type { RouteGroup } from '@shared/api/route-types';

/** What a function's code does with the table and the task queue; the stack grants exactly this. */
export interface FunctionAccess {
  /** 'read': Get/BatchGet/Query/ConditionCheck only; 'readWrite' adds Put/Update/Delete/BatchWrite. Never Scan. */
  readonly table: 'read' | 'readWrite';
  /** SendMessage (and GetQueueAttributes) on the task queue. */
  readonly sendsTasks: boolean;
  /** SendMessage on the Strava event queue (the Strava webhook). */
  readonly sendsStravaEvents: boolean;
}

const readWrite = (sendsTasks: boolean, sendsStravaEvents = false): FunctionAccess => ({
  table: 'readWrite',
  sendsTasks,
  sendsStravaEvents,
});

/**
 * Per function, from its code: test/infra/function-access.test.ts derives the same from each entry's import graph
 * (a write command anywhere in the bundle -> readWrite; functions/queues/send-task.ts in it -> sendsTasks;
 * functions/queues/send-strava-event.ts -> sendsStravaEvents) and fails
 * when this table grants more or less. Every group writes (at least its sessions); none scans.
 */
export const groupAccess: Record<RouteGroup, FunctionAccess> = {
  accounts: readWrite(false),
  admin: readWrite(true),
  calendar: readWrite(false),
  chat: readWrite(true),
  config: readWrite(false),
  garmin: readWrite(true),
  intervals: readWrite(false),
  payments: readWrite(false),
  plans: readWrite(true),
  progress: readWrite(false),
  strava: readWrite(false, true),
  weeks: readWrite(true),
  workouts: readWrite(true),
};

/** The worker re-queues rate-limited tasks. */
export const workerAccess: FunctionAccess = readWrite(true);

/** The Strava event inbox files events into the table's Strava work queue; it sends nothing. */
export const stravaInboxAccess: FunctionAccess = readWrite(false);

/** By job name (functions/jobs/definition.ts); the reaper re-sends lost messages and reads the queue's backlog. */
export const jobAccess: Record<string, FunctionAccess> = {
  'send-mails': readWrite(false),
  'reap-tasks': readWrite(true),
  'garmin-deregistrations': readWrite(false),
  'garmin-pushes': readWrite(true),
  'garmin-sends': readWrite(false),
  'intervals-sync': readWrite(false),
  'strava-events': readWrite(true),
};

export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
