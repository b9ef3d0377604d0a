import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { routes } from '@shared/api/routes';
import type { RouteDef } from '@shared/api/route-types';
import { groupEntries, type GroupLambda } from '../../functions/http/registry';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/http/edge-headers';

export interface ApiCall {
  method: string;
  path: string;
  body?: unknown;
  /** A raw body string (malformed JSON, oversized payloads). */
  rawBody?: string;
  query?: Record<string, string>;
  cookies?: string[];
  headers?: Record<string, string>;
  sourceIp?: string;
}

/** An API Gateway HTTP API (payload 2.0) event, as the real service sends it. */
export function apiEvent(call: ApiCall): APIGatewayProxyEventV2 {
  const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const rawQueryString = new URLSearchParams(call.query ?? {}).toString();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: call.path,
    rawQueryString,
    cookies: call.cookies,
    // The edge's header (CloudFront's origin secret) unless a test sends its own.
    headers: {
      'content-type': 'application/json',
      host: 'localhost:3000',
      ...(process.env.ORIGIN_SECRET ? { [ORIGIN_VERIFY_HEADER]: process.env.ORIGIN_SECRET } : {}),
      ...call.headers,
    },
    queryStringParameters: call.query,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      http: {
        method: call.method,
        path: call.path,
        protocol: 'HTTP/1.1',
        sourceIp: call.sourceIp ?? '127.0.0.1',
        userAgent: 'vitest',
      },
    },
  } as APIGatewayProxyEventV2;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string>;
  cookies: string[];
  raw: APIGatewayProxyStructuredResultV2;
}

function groupOf(method: string, path: string): RouteDef['group'] {
  const match = (routes as readonly RouteDef[]).find((r) => {
    if (r.method !== method) return false;
    const pattern = new RegExp(`^${r.path.replace(/\{[^/]+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
  return match?.group ?? 'config';
}

const loaded = new Map<RouteDef['group'], Promise<GroupLambda>>();

/** A group's handler, loaded once like a warm Lambda (and the local gateway): import() per call is a loader round trip. */
function loadedGroup(group: RouteDef['group'], entry: () => Promise<{ handler: GroupLambda }>): Promise<GroupLambda> {
  let handler = loaded.get(group);
  if (!handler) {
    handler = entry().then((module) => module.handler);
    handler.catch(() => loaded.delete(group));
    loaded.set(group, handler);
  }
  return handler;
}

/** Invokes the real group Lambda that owns the path, like API Gateway would. */
export async function invoke<T = any>(call: ApiCall): Promise<ApiResponse<T>> {
  const entry = groupEntries[groupOf(call.method, call.path)];
  if (!entry) throw new Error(`No group entry for ${call.method} ${call.path}`);
  const handler = await loadedGroup(groupOf(call.method, call.path), entry);
  const result = (await handler(apiEvent(call), { awsRequestId: randomUUID() } as Context)) as APIGatewayProxyResultV2;
  const raw = (
    typeof result === 'string' ? { statusCode: 200, body: result } : result
  ) as APIGatewayProxyStructuredResultV2;
  const text = raw.isBase64Encoded ? undefined : raw.body;
  let body: unknown = text;
  if (text && String(raw.headers?.['content-type'] ?? '').includes('json')) body = JSON.parse(text);
  return {
    status: raw.statusCode ?? 200,
    body: body as T,
    headers: Object.fromEntries(Object.entries(raw.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
    cookies: raw.cookies ?? [],
    raw,
  };
}

/** `sid=value` from a response's Set-Cookie list, ready to send back as a request cookie. */
export function sessionCookieFrom(response: ApiResponse): string {
  const cookie = response.cookies.find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('No session cookie in response');
  return cookie.split(';')[0]!;
}
