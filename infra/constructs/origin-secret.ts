import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/http/edge-headers';
import { NodeFunction } from './node-function';

export const ORIGIN_SECRET_ROTATION_ENTRY = 'functions/edge/rotate-origin-secret.ts';
export const ORIGIN_SECRET_ROTATION_DAYS = 30;

export interface OriginSecretProps {
  readonly logRetention: RetentionDays;
}

/**
 * The secret CloudFront adds to every /api request (`x-origin-verify`) and the API checks, so the HTTP API's own
 * execute-api URL serves nobody. JSON `{current, previous}`; rotated every 30 days by a function that promotes the
 * new value first and then updates the distribution (the API accepts both meanwhile).
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;
  readonly rotation: NodeFunction;

  constructor(scope: Construct, id: string, props: OriginSecretProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `Origin secret CloudFront sends to the API in ${ORIGIN_VERIFY_HEADER}: {current, previous}`,
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ previous: '' }),
        generateStringKey: 'current',
        excludePunctuation: true,
        passwordLength: 48,
      },
    });
    this.rotation = new NodeFunction(this, 'Rotation', {
      entry: ORIGIN_SECRET_ROTATION_ENTRY,
      description: 'Rotates the CloudFront origin secret and updates the distribution',
      logRetention: props.logRetention,
      timeout: Duration.seconds(60),
      memorySize: 256,
    });
    this.secret.addRotationSchedule('Schedule', {
      rotationLambda: this.rotation.fn,
      automaticallyAfter: Duration.days(ORIGIN_SECRET_ROTATION_DAYS),
    });
    Validations.of(this.rotation.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "CDK's rotation schedule grants secretsmanager:GetRandomPassword, an action without resources (IAM only accepts *); every action on the secret and the distribution names its ARN.",
    });
  }

  /** The header CloudFront adds: resolved from the secret at deploy time (a dynamic reference, never in the template). */
  header(): Record<string, string> {
    return { [ORIGIN_VERIFY_HEADER]: this.secret.secretValueFromJson('current').unsafeUnwrap() };
  }

  /** The rotation updates this distribution's origin header. */
  rotateOn(distribution: IDistribution): void {
    this.rotation.fn.addEnvironment('DISTRIBUTION_ID', distribution.distributionId);
    this.rotation.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [
          Stack.of(this).formatArn({
            service: 'cloudfront',
            region: '',
            resource: 'distribution',
            resourceName: distribution.distributionId,
          }),
        ],
      }),
    );
  }

  /** The API functions read it (ORIGIN_SECRET_ARN) to check every request. */
  grantCheck(fn: IFunction & { addEnvironment(key: string, value: string): unknown }): void {
    this.secret.grantRead(fn);
    fn.addEnvironment('ORIGIN_SECRET_ARN', this.secret.secretArn);
  }
}
