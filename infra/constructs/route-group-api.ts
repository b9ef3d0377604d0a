import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteAuth, RouteDef, RouteGroup } from '@shared/api/route-types';
import { NodeFunction } from './node-function';
import { lazyNodeModules } from '../../functions/http/lazy-modules';

/** Where a group's Lambda entry lives (the same file functions/http/registry.ts imports locally). */
export function groupEntry(group: RouteGroup): string {
  return `functions/http/${group}/index.ts`;
}

/** Why a route has no API Gateway authorizer: authorisation happens in the group's middy stack (cookie sessions). */
const authReasons: Record<RouteAuth, string> = {
  public:
    'Public by design (auth: public in the route table); the group middy stack still loads a session cookie when present.',
  user: 'Authorised in the Lambda: the group middy stack loads the sid cookie session and answers 401 without one (auth: user).',
  admin:
    'Authorised in the Lambda: the group middy stack answers 401 without a session and 403 for non-admins (auth: admin).',
  webhook:
    'Provider callback (auth: webhook): the handler verifies the provider signature or token, which an API Gateway authorizer cannot do.',
};

export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * The routes an anonymous caller can make work with (public writes: sign-up, login, password reset, newsletter) and
 * the provider webhooks get their own, tighter route throttle. A WAF rate-based rule would be the better brake
 * (per address, before any Lambda runs), but a WAF for CloudFront must live in us-east-1 and this stack deploys to
 * the stage's region; the route throttles need no second stack. The handlers' own per-address and per-email
 * limits stay the fine-grained layer.
 */
export function routeThrottle(
  row: Pick<RouteDef, 'method' | 'auth'>,
  throttle: RouteGroupApiProps['throttle'],
): Throttle | undefined {
  if (row.auth === 'webhook') return throttle.webhook;
  if (row.auth === 'public' && row.method !== 'GET') return throttle.publicWrite;
  return undefined;
}

export interface RouteGroupApiProps {
  /** The route table rows to expose (already filtered to what the cloud serves). */
  readonly routes: readonly RouteDef[];
  /** Log retention of the group functions and the access logs. */
  readonly logRetention: RetentionDays;
  readonly throttle: Throttle & { publicWrite: Throttle; webhook: Throttle };
  readonly tracing: boolean;
}

/**
 * The HTTP API: one route per route-table row, integrated with one Lambda per route group
 * (entry functions/http/<group>/index.ts). Default-stage throttling and JSON access logs.
 */
export class RouteGroupApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly functions = new Map<RouteGroup, NodeFunction>();
  private readonly integrations = new Map<RouteGroup, HttpLambdaIntegration>();

  constructor(scope: Construct, id: string, props: RouteGroupApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', { description: 'Tricoach /api', createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttle.rateLimit, burstLimit: props.throttle.burstLimit },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat() },
    });

    // RouteSettings is plain JSON to CloudFormation (CDK does not rename its keys): written as CloudFormation spells them.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    for (const row of props.routes) {
      const integration = this.integrationFor(row.group, props);
      const limit = routeThrottle(row, props.throttle);
      for (const route of this.api.addRoutes({ path: row.path, methods: [HttpMethod[row.method]], integration })) {
        Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: authReasons[row.auth] });
        if (!limit) continue;
        routeSettings[`${row.method} ${row.path}`] = {
          ThrottlingRateLimit: limit.rateLimit,
          ThrottlingBurstLimit: limit.burstLimit,
        };
        // Route settings may only name routes that exist.
        this.stage.node.addDependency(route);
      }
    }
    cfnStage.routeSettings = routeSettings;
  }

  private integrationFor(group: RouteGroup, props: RouteGroupApiProps): HttpLambdaIntegration {
    const existing = this.integrations.get(group);
    if (existing) return existing;
    const fn = new NodeFunction(this, `Group-${group}`, {
      entry: groupEntry(group),
      description: `Tricoach /api route group "${group}"`,
      nodeModules: lazyNodeModules[group],
      logRetention: props.logRetention,
      timeout: Duration.seconds(25),
      tracing: props.tracing,
    });
    this.functions.set(group, fn);
    // One permission per group function instead of one per route keeps the Lambda resource policy small.
    const integration = new HttpLambdaIntegration(`${group}-integration`, fn.fn, { scopePermissionToRoute: false });
    this.integrations.set(group, integration);
    return integration;
  }
}

/** JSON access log line: no cookies, headers or bodies (they carry sessions and tokens). */
function accessLogFormat(): AccessLogFormat {
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      time: '$context.requestTime',
      ip: '$context.identity.sourceIp',
      method: '$context.httpMethod',
      routeKey: '$context.routeKey',
      status: '$context.status',
      responseLength: '$context.responseLength',
      latencyMs: '$context.responseLatency',
      integrationLatencyMs: '$context.integrationLatency',
      integrationError: '$context.integrationErrorMessage',
      userAgent: '$context.identity.userAgent',
    }),
  );
}
