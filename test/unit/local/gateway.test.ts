import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../../functions/local/gateway';

const seen: APIGatewayProxyEventV2[] = [];
let gateway: RunningGateway;
let base: string;

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'gw-web-'));
  const localesRoot = mkdtempSync(join(tmpdir(), 'gw-locales-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets/main-AbCdEf12.js'), 'console.log(1)');
  mkdirSync(join(localesRoot, 'pl'));
  writeFileSync(join(localesRoot, 'pl/translation.json'), '{"hello":"cześć"}');
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    appUrl: 'http://localhost:3000',
    dataDir: tmpdir(),
    webRoot,
    localesRoot,
    groupEntries: {
      accounts: async () => ({
        handler: async (event) => {
          seen.push(event);
          if (event.rawPath === '/api/user/export') {
            return {
              statusCode: 200,
              isBase64Encoded: true,
              headers: { 'content-type': 'application/octet-stream' },
              body: Buffer.from([1, 2, 3]).toString('base64'),
            };
          }
          return {
            statusCode: 200,
            headers: { 'content-type': 'application/json' },
            cookies: ['sid=new; Path=/', 'other=1'],
            body: JSON.stringify({ length: (event.body ?? '').length }),
          };
        },
      }),
    },
    sandboxRoutes: [
      {
        prefix: '/sandbox/fake',
        load: async () => ({ handle: async (_req, res, ctx) => void res.end(`sandbox ${ctx.body.toString()}`) }),
      },
    ],
    onError: () => undefined,
  });
  base = `http://127.0.0.1:${gateway.port}`;
});

afterAll(() => gateway?.stop());

describe('local gateway', () => {
  it('invokes the group Lambda with an API Gateway v2 event and sends Set-Cookie from its cookies', async () => {
    const res = await fetch(`${base}/api/user?x=1&x=2`, { headers: { cookie: 'sid=abc; b=c', 'x-test': 'yes' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(['sid=new; Path=/', 'other=1']);
    const event = seen.at(-1)!;
    expect(event.routeKey).toBe('GET /api/user');
    expect(event.cookies).toEqual(['sid=abc', 'b=c']);
    expect(event.queryStringParameters).toEqual({ x: '1,2' });
    expect(event.headers['x-test']).toBe('yes');
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.1');
  });

  it('passes bodies over 256 KiB through (the handler answers 413) and decodes base64 results', async () => {
    const big = JSON.stringify({ blob: 'x'.repeat(300 * 1024) });
    const res = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(await res.json()).toEqual({ length: big.length });
    const file = await fetch(`${base}/api/user/export`);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('answers unknown API paths and groups without an entry with JSON errors', async () => {
    const unknown = await fetch(`${base}/api/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found', error: 'Not found' });
    const noEntry = await fetch(`${base}/api/health`);
    expect(noEntry.status).toBe(501);
    expect((await noEntry.json()).error).toContain('config');
  });

  it('serves the SPA: assets, index.html for deep links, translations, 404 for missing files', async () => {
    const asset = await fetch(`${base}/assets/main-AbCdEf12.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const deep = await fetch(`${base}/plans/123/weeks`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(await deep.text()).toContain('id="root"');
    const locale = await fetch(`${base}/locales/pl/translation.json`);
    expect(await locale.json()).toEqual({ hello: 'cześć' });
    expect((await fetch(`${base}/assets/missing-12345678.js`)).status).toBe(404);
  });

  it('consults the sandbox routes first', async () => {
    const res = await fetch(`${base}/sandbox/fake/consent`, { method: 'POST', body: 'hi' });
    expect(await res.text()).toBe('sandbox hi');
  });
});
