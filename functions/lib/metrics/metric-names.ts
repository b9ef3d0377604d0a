/**
 * The business metrics' names, read by the functions that emit them (./business-metrics.ts) and by the CDK alarms
 * on them (infra/constructs/business-alarms.ts), so a rename cannot leave an alarm watching nothing.
 */
export const METRICS_NAMESPACE = 'Tricoach';

export const METRIC = {
  taskCompleted: 'TaskCompleted',
  taskDuration: 'TaskDuration',
  taskFailed: 'TaskFailed',
  creditsDebited: 'CreditsDebited',
  creditsGranted: 'CreditsGranted',
  mailSent: 'MailSent',
  mailFailed: 'MailFailed',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** Dimension names besides Powertools' own `service`. */
export const DIMENSION = { taskType: 'taskType', source: 'source', kind: 'kind' } as const;

/** The `service` dimension (POWERTOOLS_SERVICE_NAME) of each function: the stack sets it, the alarms select by it. */
export const METRIC_SERVICE = {
  taskWorker: 'task-worker',
  stravaEventInbox: 'strava-event-inbox',
  job: (name: string) => `job-${name}`,
  apiGroup: (group: string) => `api-${group}`,
} as const;
