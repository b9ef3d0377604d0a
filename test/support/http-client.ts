export interface HttpResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A fetch client with a one-cookie jar (`sid`) that sends the app's own Origin on mutations, as a browser would. */
export function createHttpClient(baseUrl: string) {
  let sid: string | undefined;
  const request = async <T = any>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpResponse<T>> => {
    const headers: Record<string, string> = { ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && method !== 'HEAD') headers.origin ??= new URL(baseUrl).origin;
    if (sid !== undefined) headers.cookie = `sid=${sid}`;
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const match = /^sid=([^;]*)/.exec(cookie);
      if (!match) continue;
      const expired = /expires=([^;]+)/i.exec(cookie);
      sid = match[1] && !(expired && new Date(expired[1]!).getTime() < Date.now()) ? match[1] : undefined;
    }
    const text = await res.text();
    const parsed = text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
  return {
    request,
    get: <T = any>(path: string) => request<T>('GET', path),
    post: <T = any>(path: string, body?: unknown) => request<T>('POST', path, body),
    patch: <T = any>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    del: <T = any>(path: string, body?: unknown) => request<T>('DELETE', path, body),
    session: () => sid,
    setSession: (value: string | undefined) => (sid = value),
  };
}
