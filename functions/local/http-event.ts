import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';

/** What the gateway knows about one HTTP request, independent of node:http. */
export interface IncomingRequest {
  method: string;
  /** The request target as received: path plus optional query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  /** `METHOD /api/path/{param}` of the matched route row, as API Gateway sets it. */
  routeKey?: string;
  pathParameters?: Record<string, string>;
}

const TEXT_TYPES = [
  /^text\//,
  /^application\/(.+\+)?json/,
  /^application\/(.+\+)?xml/,
  /^application\/x-www-form-urlencoded/,
  /^application\/javascript/,
];

/** API Gateway passes these bodies through as text; everything else arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return TEXT_TYPES.some((pattern) => pattern.test(type));
}

/** Header names lower-cased, repeated headers joined by commas (payload format 2.0 has no multi-value headers). */
export function normaliseHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return out;
}

/** The Cookie header(s) as API Gateway's `cookies` array: one "name=value" string per cookie. */
export function cookiesFromHeader(header: string | string[] | undefined): string[] | undefined {
  if (!header) return undefined;
  const cookies = (Array.isArray(header) ? header : [header])
    .flatMap((h) => h.split(';'))
    .map((c) => c.trim())
    .filter(Boolean);
  return cookies.length ? cookies : undefined;
}

/** Query parameters with repeated keys joined by commas, as API Gateway v2 does; undefined when empty. */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return Object.keys(out).length ? out : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** requestContext.time as API Gateway writes it: 12/Mar/2020:19:03:58 +0000 */
export function apiGatewayTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/** An HTTP request as the API Gateway HTTP API (payload 2.0) event a Lambda integration receives. */
export function toApiGatewayEvent(request: IncomingRequest, now = new Date()): APIGatewayProxyEventV2 {
  const queryIndex = request.url.indexOf('?');
  const rawPath = queryIndex < 0 ? request.url : request.url.slice(0, queryIndex);
  const rawQueryString = queryIndex < 0 ? '' : request.url.slice(queryIndex + 1);
  const headers = normaliseHeaders(request.headers);
  const cookies = cookiesFromHeader(request.headers.cookie);
  delete headers.cookie;
  const hasBody = request.body.length > 0;
  const text = isTextContentType(headers['content-type']);
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey: request.routeKey ?? '$default',
    rawPath,
    rawQueryString,
    cookies,
    headers,
    queryStringParameters: queryParameters(rawQueryString),
    pathParameters: request.pathParameters,
    body: hasBody ? request.body.toString(text ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: hasBody && !text,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host?.split(':')[0] ?? 'localhost',
      domainPrefix: 'localhost',
      requestId,
      routeKey: request.routeKey ?? '$default',
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
      http: {
        method: request.method.toUpperCase(),
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
    },
  };
}

export interface OutgoingResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** A Lambda result as API Gateway would send it: structured results as given, anything else as 200 JSON. */
export function fromLambdaResult(result: APIGatewayProxyResultV2 | undefined | null): OutgoingResponse {
  if (result === undefined || result === null)
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('') };
  if (typeof result === 'string' || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const raw = result.body ?? '';
  const body = result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return { statusCode: result.statusCode ?? 200, headers, body };
}
