import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ROUTE_INDEX } from '@shared/api/route-index';
import type { RouteDef, RouteGroup } from '@shared/api/route-types';
import type { RoutesOfGroup } from '@shared/api/routes';
import { notFound } from '../errors';
import { logger, withLogContext } from '../logger';
import type { ApiResult } from '../responses';
import { jsonBody } from './body';
import { compressResult } from './compression';
import { VIEWER_ADDRESS_HEADER } from './edge-headers';
import { edgeOriginCheck } from './edge-origin';
import { errorResponder } from './error-responder';
import { originCheck } from './origin';
import { sessionLoader, type SessionDeps } from './session';
import type { GroupHandlers, HandlerInput, LambdaContext, StackEvent } from './types';
import { routeValidator } from './validate';

export function toLambdaResult(result: ApiResult): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...result.headers };
  if (result.binary) {
    headers['content-type'] = result.binary.contentType;
    if (result.binary.filename) headers['content-disposition'] = `attachment; filename="${result.binary.filename}"`;
    return {
      statusCode: result.statusCode,
      headers,
      cookies: result.cookies,
      isBase64Encoded: true,
      body: Buffer.from(result.binary.data).toString('base64'),
    };
  }
  if (result.body === undefined) return { statusCode: result.statusCode, headers, cookies: result.cookies };
  headers['content-type'] = 'application/json; charset=utf-8';
  return { statusCode: result.statusCode, headers, cookies: result.cookies, body: JSON.stringify(result.body) };
}

function requestInfo(event: StackEvent) {
  return {
    requestId: event.requestContext?.requestId ?? 'local',
    // Behind CloudFront the source address is the edge's; its viewer-request function sets the real one (trusted
    // only because edgeOriginCheck refused every request that did not come through the edge).
    clientIp: event.headers?.[VIEWER_ADDRESS_HEADER] ?? event.requestContext?.http?.sourceIp ?? '0.0.0.0',
    userAgent: event.requestContext?.http?.userAgent ?? '',
    event,
    rawBody: event.tricoach?.rawBody ?? '',
  };
}

type RouteChain = (event: StackEvent, context: LambdaContext) => Promise<APIGatewayProxyResultV2>;

/** Each row's fixed stack (body limit + JSON, Origin check, session, zod validation) around its handler. */
function routeChains(
  group: RouteGroup,
  rows: readonly RouteDef[],
  table: Record<string, (input: HandlerInput<never>) => Promise<ApiResult>>,
  deps: SessionDeps,
): Map<string, RouteChain> {
  const foreign = rows.find((route) => route.group !== group);
  if (foreign) throw new Error(`Route ${foreign.id} belongs to ${foreign.group}, not ${group}`);
  const chains = new Map<string, RouteChain>();
  for (const route of rows) {
    const fn = table[route.id];
    if (!fn) throw new Error(`No handler for route ${route.id}`);
    const chain = middy<StackEvent, APIGatewayProxyResultV2, Error, LambdaContext>()
      .use(jsonBody(route))
      .use(originCheck(route))
      .use(sessionLoader(route, deps))
      .use(routeValidator(route))
      .handler(async (event) => {
        const state = event.tricoach!;
        const input = {
          params: state.params,
          query: state.query,
          body: state.parsedBody,
          session: state.session,
          request: requestInfo(event),
        };
        return compressResult(toLambdaResult(await fn(input as never)), event.headers?.['accept-encoding']);
      });
    chains.set(route.id, chain as unknown as RouteChain);
  }
  const missing = Object.keys(table).find((id) => !chains.has(id));
  if (missing) throw new Error(`Handler ${missing} has no route row in ${group}`);
  return chains;
}

/**
 * The Lambda entry of one route group: a middy router over the group's rows of the route table,
 * each route behind the same fixed stack (body limit + JSON, Origin check, session, zod validation),
 * and one error responder for the whole group. A missing handler for a row is a compile error.
 * The entry passes a loader of its own rows (shared/api/routes/<group>.ts), not the rows: the router is laid out
 * from the generated route index (method and path only), and the rows with their zod schemas are built on the
 * first request instead of at import, which is the group's cold start (importing the whole table would build
 * every group's schemas).
 */
export function createGroupHandler<G extends RouteGroup>(
  group: G,
  loadRows: () => Promise<readonly RouteDef[]>,
  handlers: GroupHandlers<RoutesOfGroup<G>>,
  deps: SessionDeps,
) {
  const table = handlers as unknown as Record<string, (input: HandlerInput<never>) => Promise<ApiResult>>;
  let chains: Promise<Map<string, RouteChain>> | undefined;
  const loadChains = () =>
    (chains ??= loadRows()
      .then((rows) => routeChains(group, rows, table, deps))
      .catch((error: unknown) => {
        chains = undefined;
        throw error;
      }));
  const order = Object.keys(ROUTE_INDEX);
  const ids = Object.keys(table).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const routes = ids.map((id) => {
    const entry = (ROUTE_INDEX as Record<string, readonly [string, string]>)[id];
    if (!entry) throw new Error(`Handler ${id} is not in the route index (npm run routes:index)`);
    const template = `${entry[0]} ${entry[1]}`;
    const handler: RouteChain = async (event, context) => {
      logger.appendKeys({ route: template });
      return (await loadChains()).get(id)!(event, context);
    };
    return { method: entry[0], path: entry[1], handler };
  });

  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, LambdaContext>()
    .use(errorResponder())
    .use(edgeOriginCheck())
    .handler(
      httpRouterHandler({
        routes: routes as never,
        notFoundResponse: () => {
          throw notFound('Unknown API path');
        },
      }) as never,
    );
  // Each request logs in a context of its own, under the route's TEMPLATE (the raw path can hold a bearer secret:
  // the calendar feed token, the Garmin push secret); until a route matches, only the method and the route key.
  return (event: APIGatewayProxyEventV2, context: LambdaContext) =>
    withLogContext(
      { requestId: event.requestContext?.requestId ?? context?.awsRequestId, route: routeTemplateOf(event) },
      async () => {
        const result = await handler(event, context);
        logger.debug('Request answered', { status: typeof result === 'object' ? result.statusCode : 200 });
        return result;
      },
    );
}

/** API Gateway's route key is the template (`GET /api/calendar/{token}`); `$default` or none says nothing of the path. */
function routeTemplateOf(event: APIGatewayProxyEventV2): string {
  const key = event.routeKey;
  return key && key !== '$default' ? key : `${event.requestContext?.http?.method ?? '?'} (unmatched)`;
}
