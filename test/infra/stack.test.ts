import { sandboxRoutes } from '../../functions/local/sandbox-routes';
import { Template } from 'aws-cdk-lib/assertions';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../functions/jobs/definition';
import {
  queueDefinition,
  STRAVA_EVENT_WORKER_TIMEOUT_SECONDS,
  WORKER_TIMEOUT_SECONDS,
} from '../../functions/queues/definition';
import { TASK_STATUS_INDEX_ATTRIBUTES, tableDefinition } from '../../functions/db/table';
import { routes } from '@shared/api/routes';
import type { RouteDef } from '@shared/api/route-types';
import type { NodeFunction } from '../../infra/constructs/node-function';
import { SPA_REWRITE_CODE } from '../../infra/constructs/spa-rewrite';
import { VIEWER_ADDRESS_CODE } from '../../infra/constructs/viewer-address';
import { ORIGIN_SECRET_ROTATION_DAYS } from '../../infra/constructs/origin-secret';
import { ASSET_ARCHIVE_DAYS, ASSET_ARCHIVE_PREFIX } from '../../infra/constructs/web-deployment';
import { groupAccess, jobAccess } from '../../infra/stacks/function-access';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/http/edge-headers';
import {
  MAIL_JOB_NAME,
  STRAVA_EVENT_QUEUE_AGE_ALARM_SECONDS,
  TASK_QUEUE_AGE_ALARM_SECONDS,
  type TricoachStack,
} from '../../infra/stacks/tricoach-stack';
import { buildApp, FIXTURE_INLINE_SCRIPT } from './support/synth';
import {
  findCycle,
  logicalIdOf,
  referencedIds,
  resourcesOfType,
  type CfnResource,
  type Resources,
} from './support/template';

// AWS-managed CloudFront policy ids, as documented by AWS.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const cloudRows = routes as readonly RouteDef[];
const cloudGroups = [...new Set(cloudRows.map((row) => row.group))];

let stack: TricoachStack;
let resources: Resources;
let dispose: () => void;

beforeAll(() => {
  ({ stack, dispose } = buildApp());
  resources = Template.fromStack(stack).toJSON().Resources as Resources;
}, 120_000);

afterAll(() => dispose());

const resource = (id: string): CfnResource => {
  const found = resources[id];
  if (!found) throw new Error(`No resource ${id}`);
  return found;
};
const ofType = (type: string) => resourcesOfType(resources, type);
const functionId = (construct: NodeFunction) => logicalIdOf(stack, construct.fn);
const policyStatementsOf = (roleId: string) =>
  ofType('AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((role) => referencedIds(role).has(roleId)))
    .flatMap(
      ([, policy]) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
const actionsOf = (roleId: string) => policyStatementsOf(roleId).flatMap((statement) => [statement.Action].flat());

describe('HTTP API from the route table', () => {
  it('has exactly one route per cloud row of shared/api/routes.ts, keyed METHOD path', () => {
    const routeKeys = ofType('AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey as string);
    expect(cloudRows.length).toBeGreaterThan(0);
    expect(routeKeys).toHaveLength(cloudRows.length);
    expect(new Set(routeKeys)).toEqual(new Set(cloudRows.map((row) => `${row.method} ${row.path}`)));
  });

  it('routes only /api paths, never the local provider fakes (they live only in the local gateway)', () => {
    const routePaths = ofType('AWS::ApiGatewayV2::Route').map(
      ([, route]) => (route.Properties.RouteKey as string).split(' ')[1]!,
    );
    expect(routePaths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    // The sandbox checkout signs payment events itself: routed next to real Stripe it would let anyone mint credits.
    expect(sandboxRoutes.map((s) => s.prefix)).toEqual(
      expect.arrayContaining(['/sandbox/checkout', '/sandbox/garmin', '/v1/checkout']),
    );
    for (const { prefix } of sandboxRoutes) expect(prefix.startsWith('/api'), prefix).toBe(false);
  });

  it('has one Lambda per route group, and each route targets its own group function', () => {
    expect([...stack.api.functions.keys()].sort()).toEqual([...cloudGroups].sort());
    const integrationTarget = new Map(
      ofType('AWS::ApiGatewayV2::Integration').map(([id, integration]) => [
        id,
        [...referencedIds(integration.Properties.IntegrationUri)][0],
      ]),
    );
    expect(integrationTarget.size).toBe(cloudGroups.length);
    for (const row of cloudRows) {
      const [, route] = ofType('AWS::ApiGatewayV2::Route').find(
        ([, r]) => r.Properties.RouteKey === `${row.method} ${row.path}`,
      )!;
      const integrationId = [...referencedIds(route.Properties.Target)][0];
      expect(integrationTarget.get(integrationId), `${row.method} ${row.path}`).toBe(
        functionId(stack.api.functions.get(row.group)!),
      );
    }
  });

  it('builds every group function the house way: ESM handler, newest Node, arm64', () => {
    for (const group of cloudGroups) {
      const fn = resource(functionId(stack.api.functions.get(group)!)).Properties;
      expect(fn.Handler).toBe('index.handler');
      expect(fn.Runtime).toBe('nodejs24.x');
      expect(fn.Architectures).toEqual(['arm64']);
      expect(fn.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('throttles public writes and provider webhooks per route, tighter than the stage (no WAF: see routeThrottle)', () => {
    const [[, stage]] = ofType('AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties.RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    const expected = cloudRows.filter(
      (row) => row.auth === 'webhook' || (row.auth === 'public' && row.method !== 'GET'),
    );
    expect(Object.keys(settings).sort()).toEqual(expected.map((row) => `${row.method} ${row.path}`).sort());
    expect(settings['POST /api/login']).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
    expect(settings['POST /api/payment/webhook']).toEqual({ ThrottlingRateLimit: 25, ThrottlingBurstLimit: 50 });
    expect(settings['GET /api/health']).toBeUndefined();
  });

  it('throttles the default stage and writes JSON access logs', () => {
    const [[, stage]] = ofType('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.StageName).toBe('$default');
    expect(stage.Properties.DefaultRouteSettings).toEqual({ ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 });
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
    });
    expect(resource([...referencedIds(stage.Properties.AccessLogSettings.DestinationArn)][0]).Type).toBe(
      'AWS::Logs::LogGroup',
    );
  });
});

describe('task queue and worker', () => {
  it('feeds the worker with partial batch failures and bounded concurrency', () => {
    const workerId = functionId(stack.tasks.worker);
    const [, mapping] = ofType('AWS::Lambda::EventSourceMapping').find(([, m]) =>
      referencedIds(m.Properties.FunctionName).has(workerId),
    )!;
    expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(referencedIds(mapping.Properties.FunctionName)).toEqual(new Set([workerId]));
    expect(referencedIds(mapping.Properties.EventSourceArn)).toEqual(new Set([logicalIdOf(stack, stack.tasks.queue)]));
    // dev reserves nothing (a new account's quota of 10 leaves nothing to reserve); the event source bounds the worker.
    expect(resource(workerId).Properties.ReservedConcurrentExecutions).toBeUndefined();
    expect(mapping.Properties.ScalingConfig.MaximumConcurrency).toBe(2);
    expect(resource(workerId).Properties.MemorySize).toBe(512);
  });

  it('redrives to the DLQ after 5 receives, with visibility >= 6x the worker timeout', () => {
    const queue = resource(logicalIdOf(stack, stack.tasks.queue)).Properties;
    const worker = resource(functionId(stack.tasks.worker)).Properties;
    expect(worker.Timeout).toBe(WORKER_TIMEOUT_SECONDS);
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * worker.Timeout);
    expect(queue.RedrivePolicy.maxReceiveCount).toBe(5);
    expect(referencedIds(queue.RedrivePolicy.deadLetterTargetArn)).toEqual(
      new Set([logicalIdOf(stack, stack.tasks.deadLetterQueue)]),
    );
    expect(queue.QueueName).toBe(`${queueDefinition.tasks.name}-dev`);
  });

  it('encrypts every queue and refuses non-TLS access to them', () => {
    for (const queue of [
      stack.tasks.queue,
      stack.tasks.deadLetterQueue,
      stack.stravaEvents.queue,
      stack.stravaEvents.deadLetterQueue,
    ]) {
      const id = logicalIdOf(stack, queue);
      expect(resource(id).Properties.SqsManagedSseEnabled).toBe(true);
      const [, policy] = ofType('AWS::SQS::QueuePolicy').find(([, p]) => referencedIds(p.Properties.Queues).has(id))!;
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });
});

describe("Strava's event queue and its inbox worker", () => {
  it('feeds the inbox from the Strava event queue with partial batch failures, bounded, and redrives to its own DLQ', () => {
    const inboxId = functionId(stack.stravaEvents.worker);
    const [, mapping] = ofType('AWS::Lambda::EventSourceMapping').find(([, m]) =>
      referencedIds(m.Properties.FunctionName).has(inboxId),
    )!;
    expect(referencedIds(mapping.Properties.EventSourceArn)).toEqual(
      new Set([logicalIdOf(stack, stack.stravaEvents.queue)]),
    );
    expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(mapping.Properties.ScalingConfig.MaximumConcurrency).toBe(2);
    const queue = resource(logicalIdOf(stack, stack.stravaEvents.queue)).Properties;
    const inbox = resource(inboxId).Properties;
    expect(inbox.Timeout).toBe(STRAVA_EVENT_WORKER_TIMEOUT_SECONDS);
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * inbox.Timeout);
    expect(queue.RedrivePolicy.maxReceiveCount).toBe(queueDefinition.stravaEvents.maxReceiveCount);
    expect(referencedIds(queue.RedrivePolicy.deadLetterTargetArn)).toEqual(
      new Set([logicalIdOf(stack, stack.stravaEvents.deadLetterQueue)]),
    );
    expect(queue.QueueName).toBe(`${queueDefinition.stravaEvents.name}-dev`);
  });

  it('lets only the Strava group send to it, and tells only that group where it is', () => {
    const queueId = logicalIdOf(stack, stack.stravaEvents.queue);
    const sends = (fn: NodeFunction) =>
      policyStatementsOf([...referencedIds(resource(functionId(fn)).Properties.Role)][0]!).some(
        (statement) =>
          [statement.Action].flat().includes('sqs:SendMessage') && referencedIds(statement.Resource).has(queueId),
      );
    for (const fn of [...allAppFunctions(), stack.seed.handler]) {
      const isStrava = fn === stack.api.functions.get('strava');
      expect(sends(fn), fn.node.path).toBe(isStrava);
      expect(resource(functionId(fn)).Properties.Environment.Variables.STRAVA_EVENTS_QUEUE_URL, fn.node.path).toEqual(
        isStrava ? { Ref: queueId } : undefined,
      );
    }
  });
});

describe('the table', () => {
  it('has PK/SK, GSI1, the slim task-status GSI2, TTL on expiresAt, PITR and on-demand billing', () => {
    const [[, table]] = ofType('AWS::DynamoDB::GlobalTable');
    const props = table.Properties;
    expect(props.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(props.GlobalSecondaryIndexes.map((index: { IndexName: string }) => index.IndexName)).toEqual(
      tableDefinition.indexes.map((i) => i.name),
    );
    expect(props.GlobalSecondaryIndexes[0]).toMatchObject({
      IndexName: 'GSI1',
      KeySchema: [
        { AttributeName: 'GSI1PK', KeyType: 'HASH' },
        { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    // AI tasks by status: a slim index entry (no prompt, no answer) in sharded partitions.
    expect(props.GlobalSecondaryIndexes[1]).toEqual({
      IndexName: 'GSI2',
      KeySchema: [
        { AttributeName: 'GSI2PK', KeyType: 'HASH' },
        { AttributeName: 'GSI2SK', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...TASK_STATUS_INDEX_ATTRIBUTES] },
    });
    expect(TASK_STATUS_INDEX_ATTRIBUTES).not.toContain('prompt');
    expect(TASK_STATUS_INDEX_ATTRIBUTES).not.toContain('response');
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.Replicas[0].PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });
});

describe('web hosting', () => {
  const distribution = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;

  it('keeps the web bucket private: public access blocked, TLS only, readable by this distribution through OAC', () => {
    const bucketId = logicalIdOf(stack, stack.web.bucket);
    expect(resource(bucketId).Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const [, policy] = ofType('AWS::S3::BucketPolicy').find(([, p]) =>
      referencedIds(p.Properties.Bucket).has(bucketId),
    )!;
    const statements = policy.Properties.PolicyDocument.Statement as Record<string, any>[];
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    const cloudFrontRead = statements.find((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFrontRead).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(referencedIds(cloudFrontRead!.Condition)).toContain(logicalIdOf(stack, stack.web.distribution));

    const [[oacId, oac]] = ofType('AWS::CloudFront::OriginAccessControl');
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
    });
    const s3Origin = distribution().Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
    expect(referencedIds(s3Origin.OriginAccessControlId)).toEqual(new Set([oacId]));
  });

  it('sends /api/* to the HTTP API uncached, with cookies, query, headers (not Host) and the viewer address', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((behaviour: { PathPattern: string }) => behaviour.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    // Only the viewer-address function runs on /api/*: no SPA rewrite there.
    expect(api.FunctionAssociations).toHaveLength(1);
    const [viewerFunctionId] = referencedIds(api.FunctionAssociations[0].FunctionARN);
    expect(resource(viewerFunctionId).Properties.FunctionCode).toBe(VIEWER_ADDRESS_CODE);
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(referencedIds(origin.DomainName)).toEqual(new Set([logicalIdOf(stack, stack.api.api)]));
    expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('serves deep links through the viewer-request rewrite, not distribution-wide error pages that would hide API 404s', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    const rewriteId = config.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0];
    expect(resource(rewriteId).Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(resource(rewriteId).Properties.FunctionCode).toBe(SPA_REWRITE_CODE);
  });

  it('adds HSTS, a CSP that allows the built inline script by hash, nosniff, frame and referrer policies', () => {
    const webPolicyId = [...referencedIds(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId)][0];
    const headers = resource(webPolicyId).Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 730 * 86400,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const csp: string = headers.ContentSecurityPolicy.ContentSecurityPolicy;
    const scriptHash = createHash('sha256').update(FIXTURE_INLINE_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${scriptHash}'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('marks API answers no-store unless the handler says otherwise', () => {
    const api = distribution().CacheBehaviors.find(
      (behaviour: { PathPattern: string }) => behaviour.PathPattern === '/api/*',
    );
    const config = resource([...referencedIds(api.ResponseHeadersPolicyId)][0]).Properties.ResponseHeadersPolicyConfig;
    expect(config.CustomHeadersConfig.Items).toContainEqual({
      Header: 'Cache-Control',
      Value: 'no-store',
      Override: false,
    });
    expect(config.SecurityHeadersConfig.StrictTransportSecurity.Override).toBe(true);
  });

  it('deploys the web build (hashed assets immutable, the shell and /locales revalidated) and invalidates CloudFront', () => {
    const deployments = ofType('Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    expect(deployments).toHaveLength(3);
    const assets = deployments.find((d) => d.DestinationBucketKeyPrefix === 'assets/')!;
    const archive = deployments.find((d) => d.DestinationBucketKeyPrefix === `${ASSET_ARCHIVE_PREFIX}/assets/`)!;
    const shell = deployments.find((d) => d.DestinationBucketKeyPrefix === undefined)!;
    expect(assets.SystemMetadata['cache-control']).toContain('immutable');
    expect(archive.SystemMetadata['cache-control']).toContain('immutable');
    expect(shell.SystemMetadata['cache-control']).toBe('public, max-age=0, must-revalidate');
    // The shell's prune must leave both asset prefixes alone.
    expect(shell.Exclude).toEqual(['assets/*', `${ASSET_ARCHIVE_PREFIX}/*`]);
    expect(shell.DistributionPaths).toEqual(['/*']);
    // The archive is never pruned; the web bucket expires it after ASSET_ARCHIVE_DAYS.
    expect(archive.Prune).toBe(false);
    const bucket = resource(logicalIdOf(stack, stack.web.bucket)).Properties;
    expect(bucket.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        Prefix: `${ASSET_ARCHIVE_PREFIX}/`,
        ExpirationInDays: ASSET_ARCHIVE_DAYS,
        Status: 'Enabled',
      }),
    );
  });

  it('serves /assets/* from the current build, falling back to the archive for tabs of older builds', () => {
    const config = distribution();
    const assetsBehaviour = config.CacheBehaviors.find(
      (behaviour: { PathPattern: string }) => behaviour.PathPattern === '/assets/*',
    );
    const group = config.OriginGroups.Items.find((item: { Id: string }) => item.Id === assetsBehaviour.TargetOriginId);
    expect(group.FailoverCriteria.StatusCodes.Items.sort()).toEqual([403, 404]);
    const [primary, fallback] = group.Members.Items.map((member: { OriginId: string }) =>
      config.Origins.find((origin: { Id: string }) => origin.Id === member.OriginId),
    );
    expect(primary.OriginPath ?? '').toBe('');
    expect(fallback.OriginPath).toBe(`/${ASSET_ARCHIVE_PREFIX}`);
    expect(primary.OriginAccessControlId).toEqual(fallback.OriginAccessControlId);
  });

  it('gives the response-headers policies and the OAC names qualified by stack and region (CloudFront names are global)', () => {
    const names = [
      ...ofType('AWS::CloudFront::ResponseHeadersPolicy').map(
        ([, policy]) => policy.Properties.ResponseHeadersPolicyConfig.Name,
      ),
      ...ofType('AWS::CloudFront::OriginAccessControl').map(([, oac]) => oac.Properties.OriginAccessControlConfig.Name),
    ];
    expect(names.sort()).toEqual([
      'Tricoach-dev-eu-central-1-api-headers',
      'Tricoach-dev-eu-central-1-web',
      'Tricoach-dev-eu-central-1-web-headers',
    ]);
  });
});

describe('schedules, mail, secrets, seed', () => {
  it('has an EventBridge rule per job in functions/jobs/definition.ts, targeting that job', () => {
    const rules = ofType('AWS::Events::Rule');
    expect(rules).toHaveLength(jobDefinitions.length);
    for (const job of jobDefinitions) {
      const fnId = functionId(stack.schedule.functions.get(job.name)!);
      const rule = rules.find(([, r]) => referencedIds(r.Properties.Targets).has(fnId));
      const unit = job.everyMinutes === 1 ? 'minute' : 'minutes';
      expect(rule?.[1].Properties.ScheduleExpression, job.name).toBe(`rate(${job.everyMinutes} ${unit})`);
      // dev runs on an account without spare concurrency: no reservation (reserveJobConcurrency: false).
      expect(resource(fnId).Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
  });

  it('verifies the configured SES sender and lets only the mail job send', () => {
    const [[, identity]] = ofType('AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe('coach@dev.tricoach.app');
    for (const fn of allAppFunctions()) {
      const roleId = [...referencedIds(resource(functionId(fn)).Properties.Role)][0];
      expect(actionsOf(roleId).includes('ses:SendEmail'), fn.node.path).toBe(
        fn === stack.schedule.functions.get(MAIL_JOB_NAME),
      );
    }
    // The mail job sends through the stage's configuration set (bounces and complaints suppressed) and may use it.
    const [[setId, set]] = ofType('AWS::SES::ConfigurationSet');
    expect(set.Properties.SuppressionOptions.SuppressedReasons.sort()).toEqual(['BOUNCE', 'COMPLAINT']);
    const mailJob = resource(functionId(stack.schedule.functions.get(MAIL_JOB_NAME)!)).Properties;
    expect(mailJob.Environment.Variables.SES_CONFIGURATION_SET).toEqual({ Ref: setId });
    const send = policyStatementsOf([...referencedIds(mailJob.Role)][0]!).find((statement) =>
      [statement.Action].flat().includes('ses:SendEmail'),
    )!;
    expect(JSON.stringify(send.Resource)).toContain('configuration-set');
    expect(JSON.stringify(send.Resource)).toContain('identity/coach@dev.tricoach.app');
  });

  it("publishes the configuration set's bounces and complaints to an SNS topic that only SES may publish to, consumed by the mail-feedback function", () => {
    const [[setId]] = ofType('AWS::SES::ConfigurationSet');
    const [[, destination]] = ofType('AWS::SES::ConfigurationSetEventDestination');
    expect(destination.Properties.ConfigurationSetName).toEqual({ Ref: setId });
    expect(destination.Properties.EventDestination.MatchingEventTypes.sort()).toEqual(['bounce', 'complaint']);
    expect(destination.Properties.EventDestination.Enabled).toBe(true);
    const topicId = logicalIdOf(stack, stack.node.findChild('Mail').node.findChild('Feedback'));
    expect(destination.Properties.EventDestination.SnsDestination.TopicARN).toEqual({ Ref: topicId });
    const policy = ofType('AWS::SNS::TopicPolicy').find(([, p]) => referencedIds(p.Properties.Topics).has(topicId))![1];
    const sesPublish = policy.Properties.PolicyDocument.Statement.find(
      (statement: { Principal?: { Service?: string } }) => statement.Principal?.Service === 'ses.amazonaws.com',
    );
    expect(sesPublish).toMatchObject({ Action: 'sns:Publish', Effect: 'Allow' });
    expect(JSON.stringify(sesPublish.Condition)).toContain('configuration-set/');
    // TLS-only publishing, as the alarm topic.
    expect(JSON.stringify(policy.Properties.PolicyDocument.Statement)).toContain('aws:SecureTransport');

    const feedback = stack.mailFeedback!;
    const [[, subscription]] = ofType('AWS::SNS::Subscription').filter(([, sub]) =>
      referencedIds(sub.Properties.TopicArn).has(topicId),
    );
    expect(subscription.Properties.Protocol).toBe('lambda');
    expect([...referencedIds(subscription.Properties.Endpoint)]).toEqual([functionId(feedback)]);
    const props = resource(functionId(feedback)).Properties;
    expect(props.Environment.Variables.TABLE_NAME).toBeDefined();
    const actions = actionsOf([...referencedIds(props.Role)][0]!);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('ses:SendEmail');
  });

  it('passes secrets as ARNs only to the functions that use them', () => {
    const worker = resource(functionId(stack.tasks.worker)).Properties;
    expect(worker.Environment.Variables.OPENAI_SECRET_ARN).toBeDefined();
    const accounts = resource(functionId(stack.api.functions.get('accounts')!)).Properties;
    // Only the origin secret, which every API function checks (see 'the origin secret' below).
    expect(Object.keys(accounts.Environment.Variables).filter((key) => key.endsWith('_SECRET_ARN'))).toEqual([
      'ORIGIN_SECRET_ARN',
    ]);
    const accountsRole = [...referencedIds(accounts.Role)][0];
    const secretReads = policyStatementsOf(accountsRole!).filter((statement) =>
      [statement.Action].flat().includes('secretsmanager:GetSecretValue'),
    );
    expect(secretReads.flatMap((statement) => [...referencedIds(statement.Resource)])).toEqual([
      logicalIdOf(stack, stack.originSecret.secret),
    ]);
    // The providers' keys reach the functions that call them: Stripe the payments group, Garmin its group, the
    // workouts group (sending to the watch) and the deregistration job.
    const secretsOf = (fn: Parameters<typeof functionId>[0]) =>
      Object.keys(resource(functionId(fn)).Properties.Environment.Variables)
        .filter((key) => key.endsWith('_SECRET_ARN'))
        .sort();
    expect(secretsOf(stack.api.functions.get('payments')!)).toEqual(['ORIGIN_SECRET_ARN', 'STRIPE_SECRET_ARN']);
    expect(secretsOf(stack.api.functions.get('garmin')!)).toEqual(['GARMIN_SECRET_ARN', 'ORIGIN_SECRET_ARN']);
    expect(secretsOf(stack.api.functions.get('workouts')!)).toEqual(['GARMIN_SECRET_ARN', 'ORIGIN_SECRET_ARN']);
    expect(secretsOf(stack.schedule.functions.get('garmin-deregistrations')!)).toEqual(['GARMIN_SECRET_ARN']);
    expect(secretsOf(stack.schedule.functions.get('garmin-pushes')!)).toEqual(['GARMIN_SECRET_ARN']);
    // The worker calls OpenAI only: no Garmin or Stripe secret, neither as a variable nor as a grant.
    expect(secretsOf(stack.tasks.worker)).toEqual(['OPENAI_SECRET_ARN']);
    const workerReads = policyStatementsOf([...referencedIds(worker.Role)][0]!).filter((statement) =>
      [statement.Action].flat().includes('secretsmanager:GetSecretValue'),
    );
    expect(JSON.stringify(workerReads)).not.toMatch(/garmin|stripe/i);
  });

  it("encrypts the Garmin tokens with a rotating KMS key that only Garmin's callers may use, for Encrypt and Decrypt only", () => {
    const keys = ofType('AWS::KMS::Key');
    expect(keys).toHaveLength(1);
    expect(keys[0]![1].Properties.EnableKeyRotation).toBe(true);
    const keyId = keys[0]![0];
    const users = [
      stack.api.functions.get('garmin')!,
      stack.api.functions.get('workouts')!,
      stack.schedule.functions.get('garmin-deregistrations')!,
      stack.schedule.functions.get('garmin-sends')!,
    ];
    for (const fn of users)
      expect(resource(functionId(fn)).Properties.Environment.Variables.GARMIN_TOKEN_KMS_KEY_ID, fn.node.path).toEqual({
        'Fn::GetAtt': [keyId, 'Arn'],
      });
    expect(
      resource(functionId(stack.api.functions.get('accounts')!)).Properties.Environment.Variables
        .GARMIN_TOKEN_KMS_KEY_ID,
    ).toBeUndefined();
    const garminRole = [...referencedIds(resource(functionId(stack.api.functions.get('garmin')!)).Properties.Role)][0]!;
    const kmsActions = policyStatementsOf(garminRole)
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => String(action).startsWith('kms:'));
    expect(kmsActions.sort()).toEqual(['kms:Decrypt', 'kms:Encrypt']);
  });

  it('the origin secret: CloudFront adds it to /api requests from Secrets Manager, every API function checks it, it rotates', () => {
    const secretId = logicalIdOf(stack, stack.originSecret.secret);
    const [[, distribution]] = ofType('AWS::CloudFront::Distribution');
    const origins = distribution.Properties.DistributionConfig.Origins as Array<{
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }>;
    }>;
    const apiOrigin = origins.find((o) => o.CustomOriginConfig)!;
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:current::}}']],
        },
      },
    ]);
    // The S3 origin never gets it.
    expect(origins.filter((o) => o.OriginCustomHeaders?.length)).toHaveLength(1);
    expect(JSON.stringify(resources)).not.toMatch(/"HeaderValue":"[^{]/);

    for (const fn of stack.api.functions.values()) {
      expect(resource(functionId(fn)).Properties.Environment.Variables.ORIGIN_SECRET_ARN, fn.node.path).toEqual({
        Ref: secretId,
      });
    }
    const [[, schedule]] = ofType('AWS::SecretsManager::RotationSchedule');
    expect(schedule.Properties).toMatchObject({
      SecretId: { Ref: secretId },
      RotationRules: { ScheduleExpression: `rate(${ORIGIN_SECRET_ROTATION_DAYS} days)` },
    });
    const rotationId = functionId(stack.originSecret.rotation);
    expect(referencedIds(schedule.Properties.RotationLambdaARN).has(rotationId)).toBe(true);
    const rotation = resource(rotationId).Properties;
    expect(rotation.Environment.Variables.DISTRIBUTION_ID).toEqual({ Ref: logicalIdOf(stack, stack.web.distribution) });
    const rotationStatements = policyStatementsOf([...referencedIds(rotation.Role)][0]!);
    const cloudfrontStatement = rotationStatements.find((st) =>
      [st.Action].flat().includes('cloudfront:UpdateDistribution'),
    )!;
    expect(referencedIds(cloudfrontStatement.Resource).has(logicalIdOf(stack, stack.web.distribution))).toBe(true);
  });

  it('grants Scan to the deploy migrations alone, and SendMessage on the task queue only to the functions whose code sends', () => {
    const queueId = logicalIdOf(stack, stack.tasks.queue);
    const sends = (fn: NodeFunction) =>
      policyStatementsOf([...referencedIds(resource(functionId(fn)).Properties.Role)][0]!).some(
        (statement) =>
          [statement.Action].flat().includes('sqs:SendMessage') && referencedIds(statement.Resource).has(queueId),
      );
    for (const [group, fn] of stack.api.functions)
      expect(sends(fn), group).toBe(groupAccess[group as keyof typeof groupAccess].sendsTasks);
    for (const [job, fn] of stack.schedule.functions) expect(sends(fn), job).toBe(jobAccess[job]!.sendsTasks);
    expect(sends(stack.tasks.worker)).toBe(true);
    const migrationsRole = [...referencedIds(resource(functionId(stack.migrations.handler)).Properties.Role)][0]!;
    const scanning = ofType('AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('dynamodb:Scan'),
    );
    expect(scanning.length).toBeGreaterThan(0);
    for (const [id, policy] of scanning)
      expect(
        (policy.Properties.Roles as unknown[]).map((role) => [...referencedIds(role)][0]),
        id,
      ).toEqual([migrationsRole]);
    expect(stack.api.functions.get('accounts') && sends(stack.api.functions.get('accounts')!)).toBe(false);
  });

  it('gives every app function the shared configuration and read/write on the table', () => {
    const tableId = logicalIdOf(stack, stack.data.table);
    for (const fn of [...allAppFunctions(), stack.seed.handler, stack.migrations.handler]) {
      const props = resource(functionId(fn)).Properties;
      expect(props.Environment.Variables, fn.node.path).toMatchObject({
        STAGE: 'dev',
        MAIL_TRANSPORT: 'ses',
        MAIL_FROM: 'Tricoach <coach@dev.tricoach.app>',
        AI_PROVIDER: 'offline',
        TABLE_NAME: { Ref: tableId },
        TASK_QUEUE_URL: { Ref: logicalIdOf(stack, stack.tasks.queue) },
        APP_URL: {
          'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalIdOf(stack, stack.web.distribution), 'DomainName'] }]],
        },
      });
      const roleId = [...referencedIds(props.Role)][0];
      expect(actionsOf(roleId)).toEqual(
        expect.arrayContaining([
          'dynamodb:GetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:ConditionCheckItem',
        ]),
      );
      expect(actionsOf(roleId).some((action) => action.endsWith('*'))).toBe(false);
    }
  });

  it('lets only the admin group read and redrive the task dead-letter queue', () => {
    const dlqId = logicalIdOf(stack, stack.tasks.deadLetterQueue);
    const readsDlq = (fn: { node: { path: string } } & Parameters<typeof functionId>[0]) => {
      const props = resource(functionId(fn)).Properties;
      return policyStatementsOf([...referencedIds(props.Role)][0]!).some(
        (st) => [st.Action].flat().includes('sqs:ReceiveMessage') && referencedIds(st.Resource).has(dlqId),
      );
    };
    const admin = stack.api.functions.get('admin')!;
    expect(resource(functionId(admin)).Properties.Environment.Variables.TASK_DLQ_URL).toEqual({ Ref: dlqId });
    expect(readsDlq(admin)).toBe(true);
    for (const fn of stack.api.functions.values()) if (fn !== admin) expect(readsDlq(fn), fn.node.path).toBe(false);
  });

  it('seeds defaults at deploy time through a provider-backed custom resource, after the table exists', () => {
    const [[, seed]] = ofType('Custom::TricoachSeed');
    expect(seed.DependsOn).toContain(logicalIdOf(stack, stack.data.table));
    const frameworkId = [...referencedIds(seed.Properties.ServiceToken)][0];
    expect(resource(frameworkId).Properties.Environment.Variables.USER_ON_EVENT_FUNCTION_ARN).toEqual({
      'Fn::GetAtt': [functionId(stack.seed.handler), 'Arn'],
    });
  });

  it('runs the data migrations on deploy through a trigger: after the table and the new code, before the seed, again when they change', () => {
    const triggers = ofType('Custom::Trigger');
    expect(triggers).toHaveLength(1);
    const [[triggerId, trigger]] = triggers;
    expect(trigger.DependsOn).toContain(logicalIdOf(stack, stack.data.table));
    // After the app's functions took the new code: none of them writes the old shape while the migration runs.
    for (const fn of [...stack.api.functions.values(), stack.tasks.worker, ...stack.schedule.functions.values()])
      expect(trigger.DependsOn, fn.node.path).toContain(functionId(fn));
    // The handler's current version: a new bundle (a new migration) is a new version, which runs the trigger again.
    const versionId = [...referencedIds(trigger.Properties.HandlerArn)][0]!;
    expect(resource(versionId).Type).toBe('AWS::Lambda::Version');
    expect(referencedIds(resource(versionId).Properties.FunctionName)).toEqual(
      new Set([functionId(stack.migrations.handler)]),
    );
    expect(trigger.Properties).toMatchObject({ InvocationType: 'RequestResponse', Timeout: String(15 * 60_000) });
    expect(resource(functionId(stack.migrations.handler)).Properties).toMatchObject({
      Handler: 'index.handler',
      Timeout: 15 * 60,
    });
    const [[, seed]] = ofType('Custom::TricoachSeed');
    expect(seed.DependsOn).toContain(triggerId);
  });
});

describe('alarms', () => {
  const alarms = () => ofType('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);

  it('alarms on any DLQ message, API 5xx and every function error, all into one TLS-only topic', () => {
    const dlqAlarms = alarms().filter((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    for (const dlq of dlqAlarms)
      expect(dlq).toMatchObject({ Namespace: 'AWS/SQS', Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    expect(new Set(dlqAlarms.flatMap((a) => [...referencedIds(a.Dimensions)]))).toEqual(
      new Set([stack.tasks.deadLetterQueue, stack.stravaEvents.deadLetterQueue].map((q) => logicalIdOf(stack, q))),
    );
    expect(alarms().find((a) => a.MetricName === '5xx')).toMatchObject({ Namespace: 'AWS/ApiGateway', Threshold: 0 });
    const errorAlarms = alarms().filter((a) => a.MetricName === 'Errors');
    for (const fn of [...allAppFunctions(), stack.seed.handler, stack.migrations.handler]) {
      expect(
        errorAlarms.some((a) => referencedIds(a.Dimensions).has(functionId(fn))),
        fn.node.path,
      ).toBe(true);
    }
    const topicId = alarmTopicId();
    for (const alarm of alarms()) expect(referencedIds(alarm.AlarmActions)).toEqual(new Set([topicId]));
    const [, topicPolicy] = ofType('AWS::SNS::TopicPolicy').find(([, p]) =>
      referencedIds(p.Properties.Topics).has(topicId),
    )!;
    expect(topicPolicy.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it("mails every stage's alarms to its alarmEmail (dev included)", () => {
    const topicId = alarmTopicId();
    const subscriptions = ofType('AWS::SNS::Subscription').map(([, sub]) => sub.Properties);
    expect(subscriptions).toContainEqual(
      expect.objectContaining({ Protocol: 'email', Endpoint: 'ops+dev@tricoach.app', TopicArn: { Ref: topicId } }),
    );
  });

  it("alarms on the task queue's oldest message, on throttles of the worker and API groups, and on SES reputation", () => {
    const ageOf = (queue: typeof stack.tasks.queue) =>
      alarms().find(
        (a) =>
          a.MetricName === 'ApproximateAgeOfOldestMessage' &&
          referencedIds(a.Dimensions).has(logicalIdOf(stack, queue)),
      );
    expect(ageOf(stack.tasks.queue)).toMatchObject({
      Namespace: 'AWS/SQS',
      Threshold: TASK_QUEUE_AGE_ALARM_SECONDS,
      Statistic: 'Maximum',
    });
    expect(ageOf(stack.stravaEvents.queue)).toMatchObject({
      Namespace: 'AWS/SQS',
      Threshold: STRAVA_EVENT_QUEUE_AGE_ALARM_SECONDS,
      Statistic: 'Maximum',
    });
    const throttles = alarms().filter((a) => a.MetricName === 'Throttles');
    for (const fn of [stack.tasks.worker, stack.stravaEvents.worker, ...stack.api.functions.values()]) {
      expect(
        throttles.some((a) => referencedIds(a.Dimensions).has(functionId(fn))),
        fn.node.path,
      ).toBe(true);
    }
    expect(alarms().find((a) => a.MetricName === 'Reputation.BounceRate')).toMatchObject({
      Namespace: 'AWS/SES',
      Threshold: 0.05,
    });
    expect(alarms().find((a) => a.MetricName === 'Reputation.ComplaintRate')).toMatchObject({
      Namespace: 'AWS/SES',
      Threshold: 0.001,
    });
  });
});

describe('tracing and outputs', () => {
  it('traces the API groups, the worker and the jobs with Lambda active tracing', () => {
    for (const fn of allAppFunctions())
      expect(resource(functionId(fn)).Properties.TracingConfig, fn.node.path).toEqual({ Mode: 'Active' });
  });

  it('outputs what the first deploy needs: the distribution domain, the origin-secret ARN, the Stripe webhook URL', () => {
    const outputs = Template.fromStack(stack).toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(referencedIds(outputs.DistributionDomainName!.Value)).toEqual(
      new Set([logicalIdOf(stack, stack.web.distribution)]),
    );
    expect(outputs.OriginSecretArn!.Value).toEqual({ Ref: logicalIdOf(stack, stack.originSecret.secret) });
    expect(JSON.stringify(outputs.StripeWebhookUrl!.Value)).toContain('/api/payment/webhook');
  });
});

it('has no dependency cycle (CloudFormation would refuse the template at deploy time)', () => {
  expect(findCycle(resources)).toBeUndefined();
});

/** The alarms' topic (the stack has another: SES's bounces and complaints). */
const alarmTopicId = () => logicalIdOf(stack, stack.node.findChild('Alarms').node.findChild('Topic'));

function allAppFunctions() {
  return [
    ...stack.api.functions.values(),
    stack.tasks.worker,
    stack.stravaEvents.worker,
    ...stack.schedule.functions.values(),
  ];
}
