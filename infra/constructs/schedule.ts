import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule as EventSchedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { JobDefinition } from '../../functions/jobs/definition';
import { NodeFunction } from './node-function';

export interface ScheduleProps {
  /** The rows of functions/jobs/definition.ts. */
  readonly jobs: readonly JobDefinition[];
  readonly logRetention: RetentionDays;
  /** Reserve 1 per job (one run at a time); needs an account concurrency quota above 10 + jobs. */
  readonly reserveConcurrency: boolean;
  readonly tracing: boolean;
}

/**
 * One Lambda and one EventBridge rule per scheduled job. With `reserveConcurrency` a job runs one at a time
 * (reserved concurrency 1). Without it overlaps stay rare (a run times out before the next tick) and harmless:
 * the jobs claim their rows with conditional writes (e.g. the mail job's claim), so no mail goes out twice.
 */
export class Schedule extends Construct {
  readonly functions = new Map<string, NodeFunction>();

  constructor(scope: Construct, id: string, props: ScheduleProps) {
    super(scope, id);
    for (const job of props.jobs) {
      if (!Number.isInteger(job.everyMinutes) || job.everyMinutes < 1) {
        throw new Error(`Job ${job.name}: everyMinutes must be a whole number >= 1 (EventBridge rates are in minutes)`);
      }
      const fn = new NodeFunction(this, `Job-${job.name}`, {
        entry: job.entry,
        description: job.description,
        logRetention: props.logRetention,
        // Finish before the next tick, and never run longer than 5 minutes.
        timeout: Duration.seconds(Math.min(job.everyMinutes * 60 - 5, 300)),
        memorySize: 512,
        reservedConcurrentExecutions: props.reserveConcurrency ? 1 : undefined,
        tracing: props.tracing,
      });
      new Rule(this, `Every-${job.name}`, {
        description: job.description,
        schedule: EventSchedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn.fn, { retryAttempts: 2, maxEventAge: Duration.minutes(job.everyMinutes * 5) })],
      });
      this.functions.set(job.name, fn);
    }
  }
}
