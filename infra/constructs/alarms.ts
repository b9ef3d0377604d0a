import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface AlarmsProps {
  readonly alarmEmail?: string;
}

/** CloudWatch alarms that page through one SNS topic (TLS-only publish; an email subscription when configured). */
export class Alarms extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Tricoach alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);
  }

  /** Any message in a dead-letter queue means a task failed for good. */
  deadLetters(id: string, queue: IQueue): Alarm {
    return this.add(
      id,
      queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
      {
        description: `Messages in ${queue.node.path}: tasks failed after every retry`,
      },
    );
  }

  /** The oldest message in a work queue waited longer than `seconds`: the workers fall behind (or stopped). */
  queueAge(id: string, queue: IQueue, seconds: number): Alarm {
    return this.add(
      id,
      queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: 'Maximum' }),
      {
        description: `The oldest message in ${queue.node.path} waited over ${seconds} s: raise the worker's maxConcurrency or look for a stalled provider`,
        threshold: seconds,
      },
    );
  }

  /** Invocations Lambda refused for want of concurrency (the account quota or a reservation is too small). */
  throttles(id: string, fn: IFunction): Alarm {
    return this.add(id, fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }), {
      description: `Lambda ${fn.node.path} was throttled: check the account's concurrency quota`,
    });
  }

  /** 5xx answers from the API (handlers mask unexpected errors as 500). */
  serverErrors(id: string, api: HttpApi): Alarm {
    return this.add(id, api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }), {
      description: 'The HTTP API answered 5xx',
    });
  }

  /** Errors (uncaught exceptions, timeouts) of one function. */
  functionErrors(id: string, fn: IFunction): Alarm {
    return this.add(id, fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), {
      description: `Lambda ${fn.node.path} failed`,
    });
  }

  /** An alarm when `metric` goes above `threshold` (default 0: any occurrence) in one period. */
  add(id: string, metric: IMetric, options: { description: string; threshold?: number }): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      alarmDescription: options.description,
      threshold: options.threshold ?? 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }
}
