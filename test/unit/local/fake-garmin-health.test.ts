import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleHealth } from '../../../functions/local/fake-garmin/health';
import { PUSH_SCHEMAS } from '../../../functions/modules/garmin/push-schemas';

const received: Array<{ url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
const app = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({
      url: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    res.writeHead(200).end('{"received":true}');
  });
});
let appUrl = '';

beforeAll(async () => {
  process.env.GARMIN_PUSH_TOKEN = 'push-token';
  process.env.GARMIN_CLIENT_ID = 'client-id';
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

describe("the fake Garmin's health form", () => {
  it("pushes a day's daily, sleep and HRV summaries as Garmin does (signed, well-formed), leaving out empty ones", async () => {
    let location = '';
    const res = {
      writeHead: (_: number, headers: Record<string, string>) => (
        (location = headers.Location ?? headers.location ?? ''),
        res
      ),
      end: () => res,
      setHeader: () => res,
    } as unknown as ServerResponse;
    const body = Buffer.from(
      new URLSearchParams({
        garminUser: 'g-1',
        date: '2026-03-12',
        restingHr: '61',
        stress: '',
        sleepScore: '45',
        hrv: '38',
      }).toString(),
    );
    await handleHealth(res, { appUrl, dataDir: '/tmp', body });
    expect(received.map((r) => r.url).sort()).toEqual([
      '/api/garmin/push/push-token/dailies',
      '/api/garmin/push/push-token/hrv',
      '/api/garmin/push/push-token/sleeps',
    ]);
    for (const r of received) {
      expect(r.headers['garmin-client-id']).toBe('client-id');
      const kind = r.url.split('/').at(-1) as 'dailies' | 'sleeps' | 'hrv';
      expect(PUSH_SCHEMAS[kind].safeParse(r.body).success).toBe(true);
    }
    expect(received.find((r) => r.url.endsWith('dailies'))!.body).toMatchObject({
      dailies: [
        { userId: 'g-1', calendarDate: '2026-03-12', restingHeartRateInBeatsPerMinute: 61, averageStressLevel: -1 },
      ],
    });
    expect(received.find((r) => r.url.endsWith('sleeps'))!.body).toMatchObject({
      sleeps: [{ overallSleepScore: { value: 45, qualifierKey: 'POOR' } }],
    });
    expect(decodeURIComponent(location)).toContain('Sent 3 health summaries for 2026-03-12');
  });
});
