import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../../functions/lib/env';
import { captured } from '../../support/log-capture';
import { invoke, sessionCookieFrom, type ApiCall } from '../../support/api-event';
import { errorAnswer, startFakeOpenAi, textAnswer, type FakeOpenAi } from '../../support/fake-openai';
import { tokenFrom, useTestOutbox, waitForMailTo } from '../../support/outbox';
import { deliverTask } from '../../support/handler-calls';
import { randomEmail, randomIp } from '../../support/users';

const API_KEY = `sk-test-${randomUUID()}`;
let openai: FakeOpenAi;
const saved = { ...process.env };

beforeAll(async () => {
  useTestOutbox();
  openai = await startFakeOpenAi();
  // The cloud's AI path, with a key that must never reach a log line.
  Object.assign(process.env, { AI_PROVIDER: 'openai', OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: openai.baseURL });
  resetEnvCache();
});

afterAll(async () => {
  for (const key of ['AI_PROVIDER', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvCache();
  await openai.stop();
});

const api = (call: ApiCall) => invoke({ sourceIp: randomIp(), ...call });
const sidOf = (cookie: string) => cookie.split('=')[1]!;

describe('logs never carry a secret', () => {
  it('register, login, reset, change the password and chat (OpenAI, errors included) at DEBUG: no password, sid, token or key', async () => {
    const email = randomEmail('logs');
    const passwords = [`first-${randomUUID()}`, `second-${randomUUID()}`, `third-${randomUUID()}`];
    const secrets: Record<string, string> = { apiKey: API_KEY };
    passwords.forEach((p, i) => (secrets[`password${i + 1}`] = p));

    const output = await captured(async () => {
      const registered = await api({ method: 'POST', path: '/api/register', body: { email, password: passwords[0] } });
      expect(registered.status).toBe(201);
      secrets.registerSid = sidOf(sessionCookieFrom(registered));

      expect((await api({ method: 'POST', path: '/api/login', body: { email, password: passwords[1] } })).status).toBe(
        401,
      );
      const login = await api({ method: 'POST', path: '/api/login', body: { email, password: passwords[0] } });
      expect(login.status).toBe(200);
      const cookie = sessionCookieFrom(login);
      secrets.loginSid = sidOf(cookie);
      // A forged session id is refused, and must not be echoed either.
      secrets.forgedSid = `forged-${randomUUID()}`;
      expect((await api({ method: 'GET', path: '/api/user', cookies: [`sid=${secrets.forgedSid}`] })).status).toBe(401);

      expect((await api({ method: 'POST', path: '/api/forgot-password', body: { email } })).status).toBe(202);
      const token = tokenFrom(await waitForMailTo(email));
      secrets.resetToken = token;
      expect(
        (await api({ method: 'POST', path: '/api/reset-password', body: { token, password: passwords[1] } })).status,
      ).toBe(200);
      expect(
        (await api({ method: 'POST', path: '/api/reset-password', body: { token, password: passwords[2] } })).status,
      ).toBe(400);

      const again = await api({ method: 'POST', path: '/api/login', body: { email, password: passwords[1] } });
      const changed = await api({
        method: 'POST',
        path: '/api/user/password',
        cookies: [sessionCookieFrom(again)],
        body: { currentPassword: passwords[1], newPassword: passwords[2] },
      });
      expect(changed.status).toBe(204);
      const session = sessionCookieFrom(changed);
      secrets.againSid = sidOf(sessionCookieFrom(again));
      secrets.changedSid = sidOf(session);

      // Chat through the OpenAI provider: one answer, then one that fails for good (the error path logs).
      openai.enqueue(textAnswer('Keep today easy: 45 minutes in zone 2.'));
      const conversation = await api({
        method: 'POST',
        path: '/api/chat2/conversations',
        cookies: [session],
        body: { title: 'Today', message: 'How hard today?' },
      });
      expect(conversation.status).toBe(202);
      await deliverTask(registered.body.id, conversation.body.sessionId);
      openai.enqueue(...Array.from({ length: 8 }, () => errorAnswer(500, 'upstream broke')));
      const failing = await api({
        method: 'POST',
        path: `/api/chat2/conversations/${conversation.body.conversationId}/messages`,
        cookies: [session],
        body: { role: 'user', message: 'And tomorrow?' },
      });
      expect(failing.status).toBe(202);
      await deliverTask(registered.body.id, failing.body.sessionId).catch(() => undefined);
      expect(openai.requests.some((r) => r.headers.authorization === `Bearer ${API_KEY}`)).toBe(true);
    });

    // The capture works and the logger really ran at DEBUG: lines were printed.
    expect(output).toMatch(/"level":"(INFO|WARN|ERROR|DEBUG)"/);
    const leaked = Object.entries(secrets).filter(([, value]) => output.includes(value));
    expect(leaked.map(([name]) => name)).toEqual([]);
  });
});
