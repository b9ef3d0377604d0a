import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC, METRICS_NAMESPACE } from '../../functions/lib/metrics/metric-names';
import { BUSINESS_ALARM_LIMITS } from '../../infra/constructs/business-alarms';
import type { NodeFunction } from '../../infra/constructs/node-function';
import type { TricoachStack } from '../../infra/stacks/tricoach-stack';
import { TASK_TYPES } from '@shared/tasks/task-types';
import { buildApp } from './support/synth';
import { logicalIdOf, referencedIds, resourcesOfType, type Resources } from './support/template';

let stack: TricoachStack;
let resources: Resources;
let dispose: () => void;

beforeAll(() => {
  ({ stack, dispose } = buildApp());
  resources = Template.fromStack(stack).toJSON().Resources as Resources;
}, 120_000);

afterAll(() => dispose());

type Props = Record<string, unknown> & {
  Dimensions?: { Name: string; Value: string }[];
  AlarmActions?: unknown;
  OKActions?: unknown;
};
const alarmsOn = (metricName: string) =>
  resourcesOfType(resources, 'AWS::CloudWatch::Alarm')
    .map(([, alarm]) => alarm.Properties as Props)
    .filter((alarm) => alarm.MetricName === metricName && alarm.Namespace === METRICS_NAMESPACE);
const dimensions = (alarm: Props) => Object.fromEntries((alarm.Dimensions ?? []).map((d) => [d.Name, d.Value]));
const variablesOf = (fn: NodeFunction) =>
  resources[logicalIdOf(stack, fn.fn)]?.Properties.Environment.Variables as Record<string, unknown>;

describe('business metric alarms', () => {
  it('one alarm per task type on failures above the limit in 15 minutes, on the worker service', () => {
    const alarms = alarmsOn(METRIC.taskFailed);
    expect(alarms.map((alarm) => dimensions(alarm).taskType).sort()).toEqual([...TASK_TYPES].sort());
    for (const alarm of alarms) {
      expect(alarm).toMatchObject({
        Statistic: 'Sum',
        Period: 900,
        Threshold: BUSINESS_ALARM_LIMITS.taskFailuresPer15Min,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
      });
      expect(dimensions(alarm).service).toBe('task-worker');
    }
  });

  it('task duration p95 over 15 minutes above 80% of the worker timeout', () => {
    const [alarm, ...others] = alarmsOn(METRIC.taskDuration);
    expect(others).toEqual([]);
    expect(alarm).toMatchObject({
      ExtendedStatistic: 'p95',
      Period: 900,
      Threshold: BUSINESS_ALARM_LIMITS.taskDurationP95Ms,
    });
    expect(dimensions(alarm!)).toEqual({ service: 'task-worker' });
  });

  it('any mail failed for good, on the mail job; admin credit grants above the hourly limit', () => {
    const [mail] = alarmsOn(METRIC.mailFailed);
    expect(mail).toMatchObject({ Statistic: 'Sum', Period: 900, Threshold: 0 });
    expect(dimensions(mail!)).toEqual({ service: 'job-send-mails' });
    const [grants] = alarmsOn(METRIC.creditsGranted);
    expect(grants).toMatchObject({
      Statistic: 'Sum',
      Period: 3600,
      Threshold: BUSINESS_ALARM_LIMITS.adminGrantedCreditsPerHour,
    });
    expect(dimensions(grants!)).toEqual({ service: 'api-admin', source: 'admin_grant' });
  });

  it('every business alarm notifies the alarm topic, when raised and when cleared', () => {
    // The alarms' topic, not SES's bounces and complaints topic.
    const [[topicId]] = resourcesOfType(resources, 'AWS::SNS::Topic').filter(([id]) => id.startsWith('AlarmsTopic'));
    const business = [METRIC.taskFailed, METRIC.taskDuration, METRIC.mailFailed, METRIC.creditsGranted].flatMap(
      alarmsOn,
    );
    expect(business).toHaveLength(TASK_TYPES.length + 3);
    for (const alarm of business) {
      expect(referencedIds(alarm.AlarmActions)).toEqual(new Set([topicId]));
      expect(referencedIds(alarm.OKActions)).toEqual(new Set([topicId]));
    }
  });

  it('the DLQ depth alarm stays', () => {
    const dlq = resourcesOfType(resources, 'AWS::CloudWatch::Alarm').find(
      ([, alarm]) => alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible',
    );
    expect(referencedIds(dlq?.[1].Properties.Dimensions)).toEqual(
      new Set([logicalIdOf(stack, stack.tasks.deadLetterQueue)]),
    );
  });
});

describe('metrics configuration of the functions', () => {
  it('every runtime function publishes into the Tricoach namespace under its own service name', () => {
    const expected: [NodeFunction, string][] = [
      [stack.tasks.worker, 'task-worker'],
      ...[...stack.api.functions].map(([group, fn]): [NodeFunction, string] => [fn, `api-${group}`]),
      ...[...stack.schedule.functions].map(([job, fn]): [NodeFunction, string] => [fn, `job-${job}`]),
    ];
    for (const [fn, service] of expected) {
      expect(variablesOf(fn)).toMatchObject({
        POWERTOOLS_METRICS_NAMESPACE: 'Tricoach',
        POWERTOOLS_SERVICE_NAME: service,
      });
    }
    expect(new Set(expected.map(([, service]) => service)).size).toBe(expected.length);
  });
});
