import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { groupEntries as defaultGroupEntries, type GroupLambda } from '../http/registry';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../lib/http/edge-headers';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from '../lib/http/security-headers';
import type { RouteGroup } from '@shared/api/route-types';
import { fromLambdaResult, toApiGatewayEvent } from './http-event';
import { lambdaContext } from './lambda-context';
import { createRouteMatcher } from './route-match';
import { findSandbox, sandboxRoutes as defaultSandboxRoutes, type SandboxRoute } from './sandbox-routes';
import { createStaticSite } from './static-files';

/** API Gateway's own limits: 10 MB payload, 30 s integration timeout. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const INTEGRATION_TIMEOUT_MS = 30_000;

export interface GatewayOptions {
  port: number;
  host?: string;
  appUrl: string;
  dataDir: string;
  webRoot: string;
  localesRoot: string;
  groupEntries?: Partial<Record<RouteGroup, () => Promise<{ handler: GroupLambda }>>>;
  sandboxRoutes?: readonly SandboxRoute[];
  /** The origin secret CloudFront adds to every /api request (ORIGIN_SECRET of the local stack). */
  originSecret?: string;
  onError?: (message: string, error: unknown) => void;
}

export interface RunningGateway {
  server: Server;
  port: number;
  stop: () => Promise<void>;
}

class PayloadTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) {
        reject(new PayloadTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(
  res: ServerResponse,
  statusCode: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return void res.end();
  res.writeHead(statusCode, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify({ message, error: message }));
}

/**
 * What CloudFront does to every /api request: the viewer address is the socket's own (its viewer-request
 * function), the origin secret is the configured one (its origin custom header); whatever the client sent under
 * those names is dropped.
 */
export function edgeHeaders(
  headers: IncomingHttpHeaders,
  socketAddress: string,
  originSecret: string | undefined,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers, [VIEWER_ADDRESS_HEADER]: socketAddress };
  delete out[ORIGIN_VERIFY_HEADER];
  if (originSecret) out[ORIGIN_VERIFY_HEADER] = originSecret;
  return out;
}

/** The handler's answer, or 'integration timeout' after `ms`; the timer is cleared at once (one per request under load). */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('integration timeout')), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The local API Gateway + CloudFront: `/api/*` becomes an API Gateway v2 event for the group Lambda that owns the
 * route, provider sandboxes get their prefixes, and everything else is the built SPA.
 */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const entries = options.groupEntries ?? defaultGroupEntries;
  const sandboxes = options.sandboxRoutes ?? defaultSandboxRoutes;
  const matchRoute = createRouteMatcher();
  const https = new URL(options.appUrl).protocol === 'https:';
  const staticSite = createStaticSite({ webRoot: options.webRoot, localesRoot: options.localesRoot, https });
  // CloudFront's API response headers policy: its security headers override the origin's, Cache-Control does not.
  const apiHeaders = securityHeaders(API_CONTENT_SECURITY_POLICY, { https });
  const apiJson = (res: ServerResponse, statusCode: number, message: string) =>
    sendJson(res, statusCode, message, apiHeaders);
  const loaded = new Map<RouteGroup, Promise<GroupLambda>>();
  const report = options.onError ?? ((message, error) => console.error(message, error));

  const lambdaOf = (group: RouteGroup): Promise<GroupLambda> | undefined => {
    const entry = entries[group];
    if (!entry) return undefined;
    let lambda = loaded.get(group);
    if (!lambda) {
      lambda = entry().then((module) => module.handler);
      lambda.catch(() => loaded.delete(group));
      loaded.set(group, lambda);
    }
    return lambda;
  };

  const handleApi = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const match = matchRoute(req.method ?? 'GET', path);
    if (!match) return apiJson(res, 404, 'Not found');
    const lambda = lambdaOf(match.route.group);
    if (!lambda)
      return apiJson(res, 501, `The ${match.route.group} route group has no entry in functions/http/registry.ts`);
    const body = await readBody(req);
    const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    const event = toApiGatewayEvent({
      method: req.method ?? 'GET',
      url: req.url ?? path,
      headers: edgeHeaders(req.headers, sourceIp, options.originSecret),
      body,
      sourceIp,
      routeKey: `${match.route.method} ${match.route.path}`,
      pathParameters: match.pathParameters,
    });
    const handler = await lambda;
    const context = lambdaContext(`tricoach-local-${match.route.group}`, INTEGRATION_TIMEOUT_MS);
    let result: APIGatewayProxyResultV2;
    try {
      result = await withTimeout(handler(event, context), INTEGRATION_TIMEOUT_MS);
    } catch (error) {
      if ((error as Error).message === 'integration timeout') return apiJson(res, 503, 'Service Unavailable');
      report(`${req.method} ${path}: the ${match.route.group} Lambda threw`, error);
      return apiJson(res, 500, 'Internal Server Error');
    }
    const out = fromLambdaResult(result);
    res.writeHead(out.statusCode, { 'cache-control': 'no-store', ...out.headers, ...apiHeaders });
    res.end(req.method === 'HEAD' ? undefined : out.body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] || '/';
    const sandbox = findSandbox(path, sandboxes);
    if (sandbox) {
      const body = await readBody(req);
      const { handle: sandboxHandler } = await sandbox.load();
      return sandboxHandler(req, res, { appUrl: options.appUrl, dataDir: options.dataDir, body });
    }
    if (path === '/api' || path.startsWith('/api/')) return handleApi(req, res, path);
    return staticSite(req, res, path);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      const headers = (req.url ?? '').startsWith('/api') ? apiHeaders : {};
      if (error instanceof PayloadTooLarge) return sendJson(res, 413, 'Request Entity Too Large', headers);
      report(`${req.method} ${req.url}: gateway error`, error);
      sendJson(res, 500, 'Internal Server Error', headers);
    });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    server,
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Loads every registered group Lambda, so the first request does not pay for the import. */
export async function warmUpGroups(entries = defaultGroupEntries): Promise<void> {
  await Promise.all(Object.values(entries).map((load) => load?.()));
}
