import { RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { join } from 'node:path';

export interface WebDeploymentProps {
  /** Absolute path of vite's dist/web (with /assets and /locales). */
  readonly webDistDir: string;
  readonly bucket: Bucket;
  readonly distribution: IDistribution;
  readonly logRetention: RetentionDays;
}

/** Where every deploy's hashed assets are kept too, and for how long (S3 lifecycle rule on the web bucket). */
export const ASSET_ARCHIVE_PREFIX = 'archive';
export const ASSET_ARCHIVE_DAYS = 30;

/**
 * Uploads the built SPA on every deploy. Hashed files under /assets are immutable; index.html, /locales and
 * the rest revalidate, and CloudFront is invalidated so a deploy shows at once.
 * /assets holds the current build only; `archive/assets` keeps every build's assets (never pruned, expired after
 * ASSET_ARCHIVE_DAYS), and CloudFront falls back to it: a tab opened before a deploy still loads its lazy chunks,
 * also while index.html is being replaced. A tab older than the archive reloads once (web/src/stale-chunks.ts).
 */
export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    // Both deployments share CDK's singleton handler; giving it our role and log group avoids the managed policy.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the web build into the web bucket and invalidates CloudFront',
    });
    logGroup.grantWrite(role);
    const shared = { destinationBucket: props.bucket, role, logGroup, memoryLimit: 512 };

    const archived = new BucketDeployment(this, 'ArchivedAssets', {
      ...shared,
      sources: [Source.asset(join(props.webDistDir, 'assets'))],
      destinationKeyPrefix: `${ASSET_ARCHIVE_PREFIX}/assets/`,
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const immutable = new BucketDeployment(this, 'Assets', {
      ...shared,
      sources: [Source.asset(join(props.webDistDir, 'assets'))],
      destinationKeyPrefix: 'assets/',
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    // The archive has the new files before /assets drops the old ones (it is created first: it owns the CLI layer).
    immutable.node.addDependency(archived);
    const revalidated = new BucketDeployment(this, 'Shell', {
      ...shared,
      sources: [Source.asset(props.webDistDir, { exclude: ['assets', 'assets/**'] })],
      // Excluded keys are neither uploaded nor pruned: the shell's sync leaves /assets and the archive alone.
      exclude: ['assets/*', `${ASSET_ARCHIVE_PREFIX}/*`],
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // A new index.html must not point at assets that are not uploaded yet.
    revalidated.node.addDependency(immutable);

    const webBucketId = Stack.of(this).resolve((props.bucket.node.defaultChild as CfnBucket).logicalId) as string;
    Validations.of(role).acknowledge(
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${action} comes from CDK's BucketDeployment grants: it syncs (and prunes) the web bucket and reads the CDK asset zips only.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::<${webBucketId}.Arn>/*]`,
        reason: 'Objects of the web bucket only: the deployment replaces the whole built SPA on every deploy.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${assetBucketObjects(Stack.of(this))}]`,
        reason:
          'Objects of the CDK bootstrap asset bucket of this account and region, where the zipped web build is staged.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'cloudfront:CreateInvalidation/GetInvalidation as added by BucketDeployment, which offers no way to scope them to the distribution.',
      },
    );
    const handler = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (handler) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          "CDK's BucketDeployment handler: aws-cdk-lib picks its runtime and offers no option to change it; it runs at deploy time only.",
      });
    }
  }
}

/** The CDK asset bucket's objects as cdk-nag names them: tokens while the region is open, literals once it is pinned. */
function assetBucketObjects(stack: Stack): string {
  return Token.isUnresolved(stack.region)
    ? 'arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*'
    : `arn:${stack.partition}:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${stack.region}/*`;
}
