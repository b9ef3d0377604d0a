import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { NodeFunction } from './node-function';

export interface QueueDefinition {
  readonly name: string;
  readonly deadLetterName: string;
  readonly maxReceiveCount: number;
  readonly visibilityTimeoutSeconds: number;
  readonly retentionDays: number;
  readonly deadLetterRetentionDays: number;
}

export interface QueueWorkerProps {
  /** A row of functions/queues/definition.ts. */
  readonly definition: QueueDefinition;
  /** Suffix that keeps queue names unique per stage. */
  readonly stage: string;
  /** Repository-relative worker entry exporting `handler`. */
  readonly entry: string;
  readonly timeoutSeconds: number;
  /** The event source's maximum concurrency: how many instances the queue feeds at once. */
  readonly maxConcurrency: number;
  /** Optional reservation (>= maxConcurrency); none on accounts with the new-account quota. */
  readonly reservedConcurrency?: number;
  readonly batchSize: number;
  readonly memorySize: number;
  readonly tracing: boolean;
  readonly logRetention: RetentionDays;
}

/**
 * A work queue with its DLQ (SSE, TLS only) and the worker Lambda fed by an SQS event source that reports
 * partial batch failures, so one bad task does not redeliver its whole batch.
 */
export class QueueWorker extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly worker: NodeFunction;

  constructor(scope: Construct, id: string, props: QueueWorkerProps) {
    super(scope, id);
    const def = props.definition;
    if (def.visibilityTimeoutSeconds < 6 * props.timeoutSeconds) {
      throw new Error(
        `${def.name}: visibility ${def.visibilityTimeoutSeconds}s must be >= 6x the worker timeout (${props.timeoutSeconds}s)`,
      );
    }

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      queueName: `${def.deadLetterName}-${props.stage}`,
      retentionPeriod: Duration.days(def.deadLetterRetentionDays),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'Queue', {
      queueName: `${def.name}-${props.stage}`,
      visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
      retentionPeriod: Duration.days(def.retentionDays),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
    });

    this.worker = new NodeFunction(this, 'Worker', {
      entry: props.entry,
      description: `Works the ${def.name} queue`,
      logRetention: props.logRetention,
      timeout: Duration.seconds(props.timeoutSeconds),
      reservedConcurrentExecutions: props.reservedConcurrency,
      memorySize: props.memorySize,
      tracing: props.tracing,
    });
    this.worker.fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: props.batchSize,
        reportBatchItemFailures: true,
        // Bounds the worker without a reservation; with one, polling no faster than it avoids throttled receives
        // that burn receive counts (the stage schema keeps reservedConcurrency >= maxConcurrency).
        maxConcurrency: props.maxConcurrency,
      }),
    );
  }
}
