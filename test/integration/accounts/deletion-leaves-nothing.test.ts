import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { sha256 } from '../../../functions/lib/crypto';
import { invoke } from '../../support/api-event';
import { randomIp } from '../../support/users';
import { connectGarmin, drainPushes, push } from '../../support/garmin-flow';
import { fakeAthlete } from '../../support/fake-intervals';
import { activityEvent, connectStrava, drainStrava, recordOnStrava } from '../../support/strava-flow';
import { call } from '../../support/week-fixtures';
import { busyAthlete } from './busy-athlete';

/** Every item of the table (the test table is small and private to the run): what a Scan after deletion sees. */
async function scanAll(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

describe('account deletion leaves nothing of the athlete in the table', () => {
  it('a Scan after DELETE /api/user finds no item that names the athlete, its email or its email hash', async () => {
    const a = await busyAthlete();
    // Every other kind of item an athlete can make: a watch connection and its imported activity, a checkout
    // (with its session lookup), the beta list, and the throttle windows of checkouts, suggestions and chat.
    const garminUser = `garmin-del-${a.user.id.slice(0, 8)}`;
    await connectGarmin({ ...a, cookie: a.cookie }, { garminUser });
    const day = new Date().toISOString().slice(0, 10);
    const summary = {
      userId: garminUser,
      summaryId: `del-${a.user.id}`,
      activityType: 'RUNNING',
      activityName: 'Deletion run',
      startTimeInSeconds: Math.floor(Date.parse(`${day}T06:00:00Z`) / 1000),
      durationInSeconds: 1800,
      distanceInMeters: 5000,
    };
    expect((await push('activities', { activities: [summary] })).status).toBe(200);
    await drainPushes();
    const checkout = await invoke({
      method: 'POST',
      path: '/api/payment/checkout',
      cookies: [a.cookie],
      body: { productId: 'premium-4', currency: 'EUR' },
    });
    expect(checkout.status).toBe(201);
    expect(
      (
        await invoke({
          method: 'POST',
          path: '/api/beta-testers',
          body: { email: a.email, name: 'Ola' },
          sourceIp: randomIp(),
        })
      ).status,
    ).toBeLessThan(300);
    // Strava (its connection, the athlete-id guard and an imported activity), intervals.icu and a session logged by hand.
    const strava = await connectStrava(a as Parameters<typeof connectStrava>[0]);
    const recorded = recordOnStrava(strava.athleteId, {
      start_date: `${day}T17:00:00Z`,
      elapsed_time: 2400,
      sport_type: 'Ride',
    });
    expect((await activityEvent(strava.athleteId, recorded.id, 'create')).status).toBe(200);
    await drainStrava();
    expect((await call(a.cookie, 'PUT', '/api/intervals', await fakeAthlete())).status).toBeLessThan(300);
    expect(
      (await call(a.cookie, 'POST', '/api/activities', { sport: 'SWIMMING', date: day, durationMinutes: 30 })).status,
    ).toBe(201);
    const types = new Set(
      (await scanAll())
        .filter((item) => JSON.stringify(item).includes(a.user.id))
        .map((item) => String(item.PK).split('#')[0]),
    );
    for (const kind of ['USER', 'PAYMENT_SESSION', 'GARMIN_USER', 'STRAVA_ATHLETE', 'RATE_LIMIT'])
      expect(types, kind).toContain(kind);
    // What identifies this athlete alone (texts like the name are shared with other tests' athletes in this table).
    const marks = [a.user.id, a.email.toLowerCase(), sha256(a.email.toLowerCase())];
    const mentions = (items: Record<string, unknown>[]) =>
      items.filter((item) => marks.some((m) => JSON.stringify(item).toLowerCase().includes(m.toLowerCase())));
    expect((await mentions(await scanAll())).length).toBeGreaterThan(20);

    const res = await invoke({
      method: 'DELETE',
      path: '/api/user',
      cookies: [a.cookie],
      body: { password: a.password },
    });
    expect(res.status).toBe(204);
    // The watch's deregistration waits for its job (it tells Garmin to forget the athlete), then goes too.
    await (await import('../../../functions/jobs/garmin-deregistrations')).handler();
    // Strava's deauthorization waits on its queue the same way.
    await drainStrava();
    const left = mentions(await scanAll()).map((item) => `${item.PK} ${item.SK} (${item.type ?? '?'})`);
    expect(left).toEqual([]);
  }, 120_000);
});
