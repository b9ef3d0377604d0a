import { describe, expect, it } from 'vitest';
import {
  apiGatewayTime,
  cookiesFromHeader,
  fromLambdaResult,
  isTextContentType,
  queryParameters,
  toApiGatewayEvent,
} from '../../../functions/local/http-event';

const request = (overrides: Partial<Parameters<typeof toApiGatewayEvent>[0]> = {}) =>
  toApiGatewayEvent({
    method: 'get',
    url: '/api/user',
    headers: { host: 'localhost:3000' },
    body: Buffer.alloc(0),
    sourceIp: '10.1.2.3',
    ...overrides,
  });

describe('HTTP request -> API Gateway v2 event', () => {
  it('splits path and query like API Gateway, joining repeated query keys with commas', () => {
    const event = request({ url: '/api/admin/users?cursor=abc%3D&tag=a&tag=b' });
    expect(event.version).toBe('2.0');
    expect(event.rawPath).toBe('/api/admin/users');
    expect(event.rawQueryString).toBe('cursor=abc%3D&tag=a&tag=b');
    expect(event.queryStringParameters).toEqual({ cursor: 'abc=', tag: 'a,b' });
    expect(request().queryStringParameters).toBeUndefined();
  });

  it('moves the Cookie header into the cookies array and lower-cases and joins headers', () => {
    const event = request({
      headers: {
        Host: 'localhost:3000',
        cookie: 'sid=abc; theme=dark',
        'X-Multi': ['one', 'two'],
        'User-Agent': 'probe/1',
      },
    });
    expect(event.cookies).toEqual(['sid=abc', 'theme=dark']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-multi']).toBe('one,two');
    expect(event.headers.host).toBe('localhost:3000');
    expect(event.requestContext.http).toMatchObject({
      method: 'GET',
      path: '/api/user',
      sourceIp: '10.1.2.3',
      userAgent: 'probe/1',
    });
    expect(request().cookies).toBeUndefined();
  });

  it('passes text bodies as text and everything else base64-encoded', () => {
    const json = request({
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.from('{"a":"ż"}'),
    });
    expect(json).toMatchObject({ body: '{"a":"ż"}', isBase64Encoded: false });
    const bytes = Buffer.from([0, 255, 1, 2]);
    const binary = request({ method: 'POST', headers: { 'content-type': 'application/vnd.ant.fit' }, body: bytes });
    expect(binary.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.body!, 'base64')).toEqual(bytes);
    expect(request().body).toBeUndefined();
    expect(isTextContentType('application/problem+json')).toBe(true);
    expect(isTextContentType('image/png')).toBe(false);
  });

  it('carries the matched route key and path parameters, and a fresh request id per event', () => {
    const event = request({
      url: '/api/workouts/w%201',
      routeKey: 'GET /api/workouts/{id}',
      pathParameters: { id: 'w 1' },
    });
    expect(event.routeKey).toBe('GET /api/workouts/{id}');
    expect(event.requestContext.routeKey).toBe('GET /api/workouts/{id}');
    expect(event.pathParameters).toEqual({ id: 'w 1' });
    expect(event.requestContext.requestId).not.toBe(request().requestContext.requestId);
  });

  it('stamps the request time in API Gateway format', () => {
    const now = new Date('2026-03-02T19:03:08.123Z');
    const event = toApiGatewayEvent(
      { method: 'GET', url: '/', headers: {}, body: Buffer.alloc(0), sourceIp: '::1' },
      now,
    );
    expect(event.requestContext.time).toBe('02/Mar/2026:19:03:08 +0000');
    expect(event.requestContext.timeEpoch).toBe(now.getTime());
    expect(apiGatewayTime(new Date('2026-12-31T00:00:00Z'))).toBe('31/Dec/2026:00:00:00 +0000');
  });

  it('reads cookies from repeated Cookie headers', () => {
    expect(cookiesFromHeader(['a=1; b=2', 'c=3'])).toEqual(['a=1', 'b=2', 'c=3']);
    expect(queryParameters('')).toBeUndefined();
  });
});

describe('Lambda result -> HTTP response', () => {
  it('turns the cookies array into Set-Cookie headers and keeps status and headers', () => {
    const out = fromLambdaResult({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json' },
      cookies: ['sid=1; HttpOnly', 'x=2'],
      body: '{"ok":true}',
    });
    expect(out.statusCode).toBe(201);
    expect(out.headers['content-type']).toBe('application/json');
    expect(out.headers['set-cookie']).toEqual(['sid=1; HttpOnly', 'x=2']);
    expect(out.body.toString()).toBe('{"ok":true}');
  });

  it('decodes base64 bodies', () => {
    const out = fromLambdaResult({
      statusCode: 200,
      isBase64Encoded: true,
      body: Buffer.from([9, 8, 7]).toString('base64'),
    });
    expect([...out.body]).toEqual([9, 8, 7]);
  });

  it('sends a result without statusCode as a 200 JSON body, like API Gateway', () => {
    const out = fromLambdaResult({ hello: 'world' } as never);
    expect(out.statusCode).toBe(200);
    expect(JSON.parse(out.body.toString())).toEqual({ hello: 'world' });
    expect(fromLambdaResult('plain').body.toString()).toBe('plain');
  });
});
