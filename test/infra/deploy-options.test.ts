import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TricoachStack } from '../../infra/stacks/tricoach-stack';
import { buildApp } from './support/synth';
import { logicalIdOf, referencedIds, resourcesOfType, type Resources } from './support/template';

/**
 * The options a stage turns on once its account allows (reserved concurrency) or when another stage or the operator
 * owns the SES identity (import by name), on a pinned account and region.
 */
const stageWithOptions = {
  account: '123456789012',
  region: 'eu-west-1',
  alarmEmail: 'ops@example.com',
  mail: { senderEmail: 'coach@example.com', identity: 'example.com', configurationSet: false },
  ai: { provider: 'openai' },
  worker: { maxConcurrency: 8, reservedConcurrency: 10, batchSize: 5 },
  reserveJobConcurrency: true,
  tracing: false,
};

let stack: TricoachStack;
let resources: Resources;
let dispose: () => void;

beforeAll(() => {
  ({ stack, dispose } = buildApp({ stage: 'options', context: { 'tricoach:stages': { options: stageWithOptions } } }));
  resources = Template.fromStack(stack).toJSON().Resources as Resources;
}, 120_000);

afterAll(() => dispose());

describe('stage options', () => {
  it('pins the stack to the stage account and region', () => {
    expect(stack.account).toBe('123456789012');
    expect(stack.region).toBe('eu-west-1');
  });

  it('reserves the worker and the jobs when the stage asks, with the event source below the reservation', () => {
    const worker = resources[logicalIdOf(stack, stack.tasks.worker.fn)]!.Properties;
    expect(worker.ReservedConcurrentExecutions).toBe(10);
    const [[, mapping]] = resourcesOfType(resources, 'AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties.ScalingConfig.MaximumConcurrency).toBe(8);
    for (const job of stack.schedule.functions.values())
      expect(resources[logicalIdOf(stack, job.fn)]!.Properties.ReservedConcurrentExecutions, job.node.path).toBe(1);
  });

  it('references an imported SES identity instead of creating one, and sends without a configuration set', () => {
    expect(resourcesOfType(resources, 'AWS::SES::EmailIdentity')).toEqual([]);
    expect(resourcesOfType(resources, 'AWS::SES::ConfigurationSet')).toEqual([]);
    const mailJob = stack.schedule.functions.get('send-mails')!;
    const props = resources[logicalIdOf(stack, mailJob.fn)]!.Properties;
    expect(props.Environment.Variables.SES_CONFIGURATION_SET).toBeUndefined();
    const roleId = [...referencedIds(props.Role)][0]!;
    const statements = resourcesOfType(resources, 'AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((role) => referencedIds(role).has(roleId)))
      .flatMap(
        ([, policy]) =>
          policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
      );
    const send = statements.find((statement) => [statement.Action].flat().includes('ses:SendEmail'))!;
    expect(JSON.stringify(send.Resource)).toContain(':ses:eu-west-1:123456789012:identity/example.com');
  });

  it('leaves tracing off when the stage turns it off', () => {
    expect(resources[logicalIdOf(stack, stack.tasks.worker.fn)]!.Properties.TracingConfig).toBeUndefined();
  });
});
