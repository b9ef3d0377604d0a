import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
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
  public: 'Public by design (auth: public in the route table); the group middy stack still loads a session cookie when present.',
  user: 'Authorised in the Lambda: the group middy stack loads the sid cookie session and answers 401 without one (auth: user).',
  admin: 'Authorised in the Lambda: the group middy stack answers 401 without a session and 403 for non-admins (auth: admin).',
  webhook: 'Provider callback (auth: webhook): the handler verifies the provider signature or token, which an API Gateway authorizer cannot do.',
};

export interface RouteGroupApiProps {
  /** The route table rows to expose (already filtered to what the cloud serves). */
  readonly routes: readonly RouteDef[];
  /** Log retention of the group functions and the access logs. */
  readonly logRetention: RetentionDays;
  readonly throttle: { rateLimit: number; burstLimit: number };
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

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat() },
    });

    for (const row of props.routes) {
      const integration = this.integrationFor(row.group, props);
      for (const route of this.api.addRoutes({ path: row.path, methods: [HttpMethod[row.method]], integration })) {
        Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: authReasons[row.auth] });
      }
    }
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
