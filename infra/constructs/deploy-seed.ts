import { CustomResource, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { NodeFunction } from './node-function';

export const SEED_ENTRY = 'functions/seed/deploy-seed-handler.ts';

export interface DeploySeedProps {
  readonly logRetention: RetentionDays;
}

/**
 * Writes the default rows (app_config and friends, functions/seed/defaults.ts) on every deploy that changes the
 * seed code: a custom resource backed by a small Lambda through the provider framework.
 */
export class DeploySeed extends Construct {
  readonly handler: NodeFunction;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: DeploySeedProps) {
    super(scope, id);
    this.handler = new NodeFunction(this, 'Seed', {
      entry: SEED_ENTRY,
      description: 'Seeds default rows at deploy time',
      logRetention: props.logRetention,
      timeout: Duration.minutes(2),
      memorySize: 512,
    });

    const frameworkLogs = new LogGroup(this, 'ProviderLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const frameworkRole = new Role(this, 'ProviderRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'CloudFormation custom resource framework for the deploy seed',
    });
    frameworkLogs.grantWrite(frameworkRole);
    const provider = new Provider(this, 'Provider', {
      onEventHandler: this.handler.fn,
      frameworkOnEventRole: frameworkRole,
      logGroup: frameworkLogs,
    });

    const seedFunctionLogicalId = Stack.of(this).resolve(
      (this.handler.fn.node.defaultChild as CfnFunction).logicalId,
    ) as string;
    Validations.of(frameworkRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${seedFunctionLogicalId}.Arn>:*]`,
      reason:
        'grantInvoke adds the seed function ARN with a :* qualifier suffix (its versions and aliases); it names no other function.',
    });

    const code = (this.handler.fn.node.defaultChild as CfnFunction).code as CfnFunction.CodeProperty;
    this.resource = new CustomResource(this, 'Run', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::TricoachSeed',
      // A new bundle (new defaults) re-runs the seed; an unchanged one leaves the resource alone.
      properties: { SeedCode: code.s3Key ?? 'inline' },
    });
  }
}
