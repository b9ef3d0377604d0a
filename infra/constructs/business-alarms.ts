import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { DIMENSION, METRIC, METRICS_NAMESPACE, type MetricName } from '../../functions/lib/metrics/metric-names';
import { WORKER_TIMEOUT_SECONDS } from '../../functions/queues/definition';
import { TASK_TYPES } from '@shared/tasks/task-types';
import type { Alarms } from './alarms';

/** The `service` dimension of the functions whose metrics are alarmed on (the values the stack gives them). */
export interface BusinessAlarmServices {
  readonly taskWorker: string;
  readonly mailJob: string;
  readonly admin: string;
}

/** Where each business alarm fires: above these (README "Runbook" explains each). */
export const BUSINESS_ALARM_LIMITS = {
  /** A task type failing more than twice in 15 min is systemic (prompt, schema, provider), not one bad answer. */
  taskFailuresPer15Min: 2,
  /** p95 run time near the worker's timeout: tasks are about to time out and be redelivered. */
  taskDurationP95Ms: WORKER_TIMEOUT_SECONDS * 1000 * 0.8,
  /** Any mail given up after its last try. */
  mailFailuresPer15Min: 0,
  /** Credits handed out by admins in one hour: more is a mistake or a misused admin account. */
  adminGrantedCreditsPerHour: 50,
} as const;

const FIFTEEN_MINUTES = Duration.minutes(15);

/** The alarms on the business metrics of functions/lib/metrics (namespace Tricoach), into the alarm topic. */
export function addBusinessAlarms(alarms: Alarms, services: BusinessAlarmServices): void {
  const metric = (
    name: MetricName,
    service: string,
    statistic: string,
    period: Duration,
    dimensions: Record<string, string> = {},
  ) =>
    new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: name,
      statistic,
      period,
      dimensionsMap: { service, ...dimensions },
    });

  for (const taskType of TASK_TYPES) {
    alarms.add(
      `TaskFailures-${taskType}`,
      metric(METRIC.taskFailed, services.taskWorker, 'Sum', FIFTEEN_MINUTES, { [DIMENSION.taskType]: taskType }),
      {
        description: `More than ${BUSINESS_ALARM_LIMITS.taskFailuresPer15Min} ${taskType} tasks failed in 15 minutes`,
        threshold: BUSINESS_ALARM_LIMITS.taskFailuresPer15Min,
      },
    );
  }
  alarms.add('TaskDurationP95', metric(METRIC.taskDuration, services.taskWorker, 'p95', FIFTEEN_MINUTES), {
    description: `AI tasks' p95 run time over 15 minutes is above ${BUSINESS_ALARM_LIMITS.taskDurationP95Ms} ms (80% of the worker timeout)`,
    threshold: BUSINESS_ALARM_LIMITS.taskDurationP95Ms,
  });
  alarms.add('MailFailures', metric(METRIC.mailFailed, services.mailJob, 'Sum', FIFTEEN_MINUTES), {
    description: 'Mails failed for good (after their last try) in 15 minutes',
    threshold: BUSINESS_ALARM_LIMITS.mailFailuresPer15Min,
  });
  alarms.add(
    'AdminCreditGrants',
    metric(METRIC.creditsGranted, services.admin, 'Sum', Duration.hours(1), { [DIMENSION.source]: 'admin_grant' }),
    {
      description: `Admins granted more than ${BUSINESS_ALARM_LIMITS.adminGrantedCreditsPerHour} credits in one hour`,
      threshold: BUSINESS_ALARM_LIMITS.adminGrantedCreditsPerHour,
    },
  );
}
