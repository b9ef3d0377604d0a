import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/api/routes';
import type { RouteDef } from '@shared/api/route-types';
import { handler as garminPushesJob } from '../../../functions/jobs/garmin-pushes';
import { handler as sendMailsJob } from '../../../functions/jobs/send-mails';
import { invoke } from '../../support/api-event';
import { captured, logLines } from '../../support/log-capture';
import { useTestOutbox } from '../../support/outbox';
import { createTestUser, randomIp } from '../../support/users';

beforeAll(() => useTestOutbox());

/** Path parameters that are bearer secrets: whoever knows the value may use the route. */
const SECRET_PARAM = /token|secret/i;
const rows = routes as readonly RouteDef[];
const withSecret = rows.filter((r) => (r.path.match(/\{[^}]+\}/g) ?? []).some((p) => SECRET_PARAM.test(p)));
const templates = new Set(rows.map((r) => `${r.method} ${r.path}`));

const fill = (route: RouteDef, values: Record<string, string>, fallback: string) =>
  route.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? fallback);

describe('logs carry the route template, never the path', () => {
  it('every route with a secret in its path (real and forged secrets, good and bad bodies) logs no secret', async () => {
    expect(withSecret.map((r) => r.id).sort()).toEqual([
      'calendarFeed',
      'garminPushActivities',
      'garminPushDailies',
      'garminPushDeregistrations',
      'garminPushHrv',
      'garminPushPermissions',
      'garminPushSleeps',
    ]);
    const athlete = await createTestUser();
    const feed = await invoke({
      method: 'POST',
      path: '/api/calendar-feed',
      cookies: [athlete.cookie],
      body: {},
      sourceIp: randomIp(),
    });
    expect(feed.status).toBe(201);
    const feedToken = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(feed.body.url)![1]!;
    const secrets = [feedToken, process.env.GARMIN_PUSH_TOKEN!];

    const output = await captured(async () => {
      for (const route of withSecret) {
        const forged = `forged-${randomUUID()}`;
        secrets.push(forged);
        const real = route.id === 'calendarFeed' ? `${feedToken}.ics` : process.env.GARMIN_PUSH_TOKEN!;
        const headers = { 'garmin-client-id': process.env.GARMIN_CLIENT_ID! };
        for (const value of [real, forged]) {
          for (const rawBody of route.method === 'GET'
            ? [undefined]
            : [JSON.stringify({ activities: [] }), '{"broken":', JSON.stringify({ activities: 'x' })]) {
            const res = await invoke({
              method: route.method,
              path: fill(route, {}, value),
              rawBody,
              headers,
              sourceIp: randomIp(),
            });
            expect(res.status).toBeLessThan(500);
          }
        }
      }
      await garminPushesJob();
    });

    const lines = logLines(output);
    for (const route of withSecret)
      expect(
        lines.some((l) => l.route === `${route.method} ${route.path}`),
        route.id,
      ).toBe(true);
    expect(secrets.filter((secret) => output.includes(secret.replace(/\.ics$/, '')))).toEqual([]);
    for (const line of lines)
      if (line.route !== undefined)
        expect(templates.has(String(line.route)) || /^[A-Z]+ \(unmatched\)$/.test(String(line.route))).toBe(true);
  });

  it('every other route logs its template too: a path value never reaches the route key', async () => {
    const athlete = await createTestUser();
    const value = `value-${randomUUID()}`;
    const output = await captured(async () => {
      for (const route of rows.filter((r) => r.path.includes('{') && !withSecret.includes(r))) {
        await invoke({
          method: route.method,
          path: fill(route, {}, value),
          cookies: [athlete.cookie],
          body: route.method === 'GET' ? undefined : {},
          sourceIp: randomIp(),
        });
      }
    });
    const lines = logLines(output);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(String(line.route ?? '')).not.toContain(value);
  });

  it('a job run logs in a context of its own: no route, request id or user id of the last request', async () => {
    const athlete = await createTestUser();
    const output = await captured(async () => {
      expect(
        (
          await invoke({
            method: 'POST',
            path: '/api/forgot-password',
            body: { email: athlete.email },
            sourceIp: randomIp(),
          })
        ).status,
      ).toBe(202);
      expect((await invoke({ method: 'GET', path: '/api/user', cookies: [athlete.cookie] })).status).toBe(200);
      await sendMailsJob();
    });
    const lines = logLines(output);
    const requestLines = lines.filter((l) => l.route === 'GET /api/user');
    expect(requestLines.some((l) => l.userId === athlete.user.id)).toBe(true);
    const jobLines = lines.filter((l) => l.job === 'send-mails');
    expect(jobLines.length).toBeGreaterThan(0);
    for (const line of jobLines) {
      expect(line.route).toBeUndefined();
      expect(line.userId).toBeUndefined();
      expect(requestLines.map((l) => l.requestId)).not.toContain(line.requestId);
    }
  });
});
