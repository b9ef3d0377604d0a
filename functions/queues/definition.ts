/**
 * The queues, described once: CDK and the local SQS emulator create the same ones.
 * The worker timeout bounds one AI task; SQS visibility must be >= 6x that (AWS guidance).
 */
export const WORKER_TIMEOUT_SECONDS = 120;

/** The Strava event inbox's worker only makes one conditional write per event. */
export const STRAVA_EVENT_WORKER_TIMEOUT_SECONDS = 30;

/** How long a worker's claim on a task holds before another delivery may take it over. */
export const taskLeaseMs = (configuredSeconds: number | undefined) =>
  (configuredSeconds ?? WORKER_TIMEOUT_SECONDS) * 1000;

export const queueDefinition = {
  tasks: {
    name: 'tricoach-tasks',
    deadLetterName: 'tricoach-tasks-dlq',
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: WORKER_TIMEOUT_SECONDS * 6,
    retentionDays: 4,
    deadLetterRetentionDays: 14,
    workerTimeoutSeconds: WORKER_TIMEOUT_SECONDS,
  },
  /**
   * Strava's webhook events, as received: the webhook only sends here (Strava wants its 200 within 2 s), and the
   * inbox worker files each event once into the table's Strava work queue (decision record 015).
   */
  stravaEvents: {
    name: 'tricoach-strava-events',
    deadLetterName: 'tricoach-strava-events-dlq',
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: STRAVA_EVENT_WORKER_TIMEOUT_SECONDS * 6,
    retentionDays: 4,
    deadLetterRetentionDays: 14,
    workerTimeoutSeconds: STRAVA_EVENT_WORKER_TIMEOUT_SECONDS,
  },
} as const;

/** The message every task carries; the task row holds the rest. */
export interface TaskMessage {
  userId: string;
  taskId: string;
}
