import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, userFixture } from '../support/render';

/** index.html's first inline script (theme, language, the session check), as the browser runs it. */
const headScript = (() => {
  const html = readFileSync(join(__dirname, '../../../web/index.html'), 'utf8');
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('web/index.html has no inline script');
  return match[1]!;
})();

function clearHintCookie() {
  document.cookie = 'signedIn=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__tricoachSession;
  clearHintCookie();
});

function run(cookieStore: { get: (name: string) => Promise<{ value: string } | null> } | undefined) {
  vi.stubGlobal('cookieStore', cookieStore);
  const { calls } = fakeFetch((call) =>
    call.path === '/api/user' ? { status: 200, body: userFixture(), route: 'getUser' } : undefined,
  );
  new Function(headScript)();
  return { calls, session: window.__tricoachSession };
}

describe("index.html's session check", () => {
  it('asks for the user when cookieStore finds the signedIn hint, without reading document.cookie', async () => {
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    const { calls, session } = run({ get: async (name) => (name === 'signedIn' ? { value: '1' } : null) });
    const res = await session;
    expect(res).toBeInstanceOf(Response);
    expect(await (res as Response).json()).toMatchObject({ id: 'u-1' });
    expect(calls.map((c) => c.path)).toEqual(['/api/user']);
    expect(cookie).not.toHaveBeenCalled();
    cookie.mockRestore();
  });

  it('asks nothing and answers false for a visitor without the hint', async () => {
    clearHintCookie();
    expect(document.cookie).not.toMatch(/signedIn=1/);
    const { calls, session } = run({ get: async () => null });
    expect(await session).toBe(false);
    expect(calls).toEqual([]);
  });

  it('falls back to document.cookie where the browser has no cookieStore', async () => {
    document.cookie = 'signedIn=1; Path=/';
    const { calls, session } = run(undefined);
    expect(await session).toBeInstanceOf(Response);
    expect(calls.map((c) => c.path)).toEqual(['/api/user']);
  });

  it('falls back to document.cookie when cookieStore refuses', async () => {
    document.cookie = 'signedIn=1; Path=/';
    const { calls, session } = run({ get: () => Promise.reject(new Error('SecurityError')) });
    expect(await session).toBeInstanceOf(Response);
    expect(calls.map((c) => c.path)).toEqual(['/api/user']);
  });
});
