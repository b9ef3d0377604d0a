import type { QueryFunction } from '@tanstack/react-query';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let sessionExpired: (() => void) | null = null;

/** Registers what happens when any call fails with 401 (the auth provider clears the user). */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  sessionExpired = handler;
}

function notifyIfExpired(error: unknown): void {
  if (errorStatus(error) === 401) sessionExpired?.();
}

/** A non-OK answer becomes `Error("<status>: <body text or status text>")`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** One call to our API: cookies included, JSON in and out, a body only when given. */
export async function apiRequest(method: Method, path: string, body?: unknown): Promise<Response> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'include',
      headers: body !== undefined ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    await throwIfResNotOk(res);
    return res;
  } catch (error) {
    notifyIfExpired(error);
    throw error;
  }
}

/** apiRequest + parse the JSON answer (null for 204 / empty bodies). */
export async function apiJson<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The body of an `Error("<status>: <body>")`: the server's readable message when the body is our JSON error. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  try {
    const parsed = JSON.parse(match[1]) as { message?: string; error?: string };
    return parsed.error ?? parsed.message ?? match[1];
  } catch {
    return match[1];
  }
}

export function errorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET on the query key joined as the path. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const path = queryKey.join('/');
    const res = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    try {
      await throwIfResNotOk(res);
    } catch (error) {
      notifyIfExpired(error);
      throw error;
    }
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}
