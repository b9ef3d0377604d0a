import type { QueryFunction } from '@tanstack/react-query';
import { i18n } from './i18n';
import { yieldToMain } from './yield-to-main';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let sessionExpired: (() => void) | null = null;

/** Registers what happens when any call fails with 401 (the auth provider clears the user). */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  sessionExpired = handler;
}

function notifyIfExpired(error: unknown): void {
  if (errorStatus(error) === 401) sessionExpired?.();
}

/** A non-OK answer of our API: its status and its body (our JSON error `{message, error, issues?}` or text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    text: string,
  ) {
    // "<status>: <body>" keeps logs and older checks readable; code branches on `status`.
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

/** A non-OK answer becomes an ApiError. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  throw new ApiError(res.status, body, text);
}

/**
 * One call to our API: cookies included, JSON in and out, a body only when given. Each call starts in a task of its
 * own: starting a fetch costs the page's main thread 3-8 ms here (four times that on a phone), and the queries a
 * screen mounts all start in the same task (the dashboard's later cards: five reads, one 40 ms task).
 */
export async function apiRequest(method: Method, path: string, body?: unknown): Promise<Response> {
  const turn = yieldToMain();
  if (turn) await turn;
  try {
    const res = await fetch(path, {
      method,
      credentials: 'include',
      headers:
        body !== undefined
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
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

/**
 * The server's readable message of a failed call in the reader's language: its error `code` translated
 * (`serverErrors.<code>`), else its JSON error's English text, else the error's own message.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown; error?: unknown; code?: unknown } | string | null;
    if (body && typeof body === 'object') {
      const key = typeof body.code === 'string' ? `serverErrors.${body.code}` : null;
      if (key && i18n.exists(key)) return i18n.t(key);
      return String(body.error ?? body.message ?? error.message);
    }
    return typeof body === 'string' && body ? body : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of a failed call; null for anything that is not an answer of our API (a network error). */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
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
