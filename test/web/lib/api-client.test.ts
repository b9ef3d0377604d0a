import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiJson,
  apiRequest,
  errorStatus,
  errorText,
  getQueryFn,
  setSessionExpiredHandler,
} from '../../../web/src/lib/api-client';
import { fakeFetch } from '../support/render';

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
});

const queryContext = (queryKey: unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

describe('apiRequest', () => {
  it('sends credentials and a JSON body only when one is given', async () => {
    const { calls, fn } = fakeFetch(() => ({ status: 200, body: { ok: true } }));
    await apiRequest('POST', '/api/login', { email: 'a@b.co', password: 'x' });
    await apiRequest('POST', '/api/logout');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/login',
      body: { email: 'a@b.co', password: 'x' },
      credentials: 'include',
    });
    expect((fn.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[1]!.body).toBeUndefined();
    expect((fn.mock.calls[1]![1] as RequestInit).body).toBeUndefined();
  });

  it('starts each call in a task of its own where the browser can yield (scheduler.yield)', async () => {
    const { calls } = fakeFetch(() => ({ status: 200, body: { ok: true } }));
    let resume = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (resume = resolve)) });
    const answer = apiRequest('GET', '/api/plans');
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    resume();
    await answer;
    expect(calls.map((call) => call.path)).toEqual(['/api/plans']);
  });

  it('calls fetch at once where there is no scheduler.yield', () => {
    const { calls } = fakeFetch(() => ({ status: 200, body: { ok: true } }));
    vi.stubGlobal('scheduler', undefined);
    void apiRequest('GET', '/api/plans');
    expect(calls.map((call) => call.path)).toEqual(['/api/plans']);
  });

  it('turns a non-OK answer into "<status>: <body text>"', async () => {
    fakeFetch(() => ({
      status: 409,
      body: { message: 'Email already registered', error: 'Email already registered' },
    }));
    await expect(apiRequest('POST', '/api/register', {})).rejects.toThrow(
      '409: {"message":"Email already registered","error":"Email already registered"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    fakeFetch(() => ({ status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('runs the session-expired callback on a 401 for writes and reads, not for other errors', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    fakeFetch((c) =>
      c.path === '/api/weeks'
        ? { status: 401, body: { message: 'Unauthorized' } }
        : c.path === '/api/plans'
          ? { status: 401, body: 'x' }
          : { status: 500, body: 'boom' },
    );
    await expect(apiRequest('POST', '/api/weeks', {})).rejects.toThrow(/^401: /);
    expect(expired).toHaveBeenCalledTimes(1);
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/plans']))).rejects.toThrow(/^401: /);
    expect(expired).toHaveBeenCalledTimes(2);
    await expect(apiRequest('GET', '/api/other')).rejects.toThrow('500: boom');
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('parses JSON answers and returns null for 204', async () => {
    fakeFetch((c) => (c.method === 'DELETE' ? { status: 204 } : { status: 200, body: { balance: 3 } }));
    await expect(apiJson('GET', '/api/credits')).resolves.toEqual({ balance: 3 });
    await expect(apiJson('DELETE', '/api/garmin')).resolves.toBeNull();
  });
});

describe('the default query function', () => {
  it('GETs the query key joined as the path', async () => {
    const { calls } = fakeFetch(() => ({ status: 200, body: { id: 'w1' } }));
    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/workouts', 'w1']));
    expect(data).toEqual({ id: 'w1' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/workouts/w1', credentials: 'include' });
  });

  it('returns null on 401 when asked to (the current-user read)', async () => {
    fakeFetch(() => ({ status: 401, body: { message: 'Unauthorized' } }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/user']))).resolves.toBeNull();
  });
});

describe('errors of failed calls', () => {
  it('carry the status and the body: errorText reads the server message, errorStatus the status', async () => {
    fakeFetch((c) =>
      c.path === '/api/login'
        ? { status: 401, body: { message: 'Invalid email or password', error: 'Invalid email or password' } }
        : { status: 502, body: 'Bad Gateway' },
    );
    const denied = await apiJson('POST', '/api/login', {}).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(ApiError);
    expect(errorStatus(denied)).toBe(401);
    expect(errorText(denied)).toBe('Invalid email or password');
    const gateway = await apiJson('GET', '/api/user').catch((e: unknown) => e);
    expect(errorStatus(gateway)).toBe(502);
    expect(errorText(gateway)).toMatch(/Bad Gateway/);
  });

  it('a network failure has no status, and a message that merely starts with digits is not a status', () => {
    expect(errorStatus(new Error('Failed to fetch'))).toBeNull();
    expect(errorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorStatus(new Error('401: looks like a status'))).toBeNull();
  });
});
