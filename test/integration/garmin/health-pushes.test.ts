import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { createTestUser } from '../../support/users';
import { call } from '../../support/handler-calls';
import { connectGarmin, drainPushes, push } from '../../support/garmin-flow';

const today = () => new Date().toISOString().slice(0, 10);
const daily = (userId: string, date: string, restingHr: number, extra: Record<string, unknown> = {}) => ({
  userId,
  summaryId: `d-${userId}-${date}`,
  calendarDate: date,
  restingHeartRateInBeatsPerMinute: restingHr,
  averageStressLevel: 30,
  durationInSeconds: 86_400,
  ...extra,
});
const hrv = (userId: string, date: string, lastNightAvg: number) => ({
  userId,
  summaryId: `h-${userId}-${date}`,
  calendarDate: date,
  lastNightAvg,
  lastNight5MinHigh: lastNightAvg + 20,
});
const sleep = (userId: string, date: string, score: number) => ({
  userId,
  summaryId: `s-${userId}-${date}`,
  calendarDate: date,
  durationInSeconds: 7 * 3600,
  overallSleepScore: { value: score, qualifierKey: score < 60 ? 'POOR' : 'GOOD' },
});

async function connectedAthlete() {
  const user = await createTestUser({ onboardingStatus: '3' });
  const garminUser = `garmin-health-${user.user.id}`;
  expect((await connectGarmin(user, { garminUser })).location).toMatch(/garmin=connected/);
  return { ...user, garminUser };
}
const readiness = async (cookie: string, date = today()) =>
  (await call(cookie, 'GET', `/api/readiness?date=${date}`)).body;

describe("Garmin's health pushes (dailies, sleeps, HRV) feed the readiness check", { timeout: 180_000 }, () => {
  it("are refused without proof they are Garmin's, or with a wrong shape, and nothing is stored", async () => {
    const a = await connectedAthlete();
    expect((await push('dailies', { dailies: [daily(a.garminUser, today(), 70)] }, { clientId: null })).status).toBe(
      403,
    );
    expect(
      (await push('dailies', { dailies: [daily(a.garminUser, today(), 70)] }, { token: 'not-the-token' })).status,
    ).toBe(403);
    const bad = await push('hrv', {
      hrv: [{ userId: a.garminUser, summaryId: 'x', calendarDate: '2026-13-01', lastNightAvg: 50 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Not a valid Garmin hrv notification: /);
    await drainPushes();
    expect((await readiness(a.cookie)).watch).toBeNull();
  });

  it('a week of summaries, pushed twice and days out of order, gives the same days and a reading against the baseline', async () => {
    const a = await connectedAthlete();
    const days = [4, 3, 2, 1].map((n) => addDays(today(), -n));
    // Days arrive out of order (the newest first), and the whole batch is delivered twice (Garmin retries).
    const dailies = {
      dailies: [...days.reverse().map((d) => daily(a.garminUser, d, 48)), daily(a.garminUser, today(), 61)],
    };
    const hrvs = { hrv: [...days.map((d) => hrv(a.garminUser, d, 60)), hrv(a.garminUser, today(), 38)] };
    const sleeps = { sleeps: [sleep(a.garminUser, today(), 45)] };
    for (const [kind, body] of [
      ['dailies', dailies],
      ['hrv', hrvs],
      ['sleeps', sleeps],
      ['dailies', dailies],
      ['hrv', hrvs],
    ] as const)
      expect((await push(kind, body)).status).toBe(200);
    await drainPushes();
    const view = await readiness(a.cookie);
    expect(view.watch).toMatchObject({
      restingHr: 61,
      stress: 30,
      hrvRmssd: 38,
      sleepScore: 45,
      sleepSeconds: 7 * 3600,
    });
    expect(view.reading.baselineDays).toBe(4);
    expect(view.reading.verdict).toBe('rest');
    expect(view.reading.drivers.map((d: { kind: string }) => d.kind)).toEqual(
      expect.arrayContaining(['hrv', 'restingHr', 'sleep']),
    );
    expect(view.reading.drivers.find((d: { kind: string }) => d.kind === 'restingHr').change).toBe(13);
  });

  it('an older push of a day processed after a newer one does not overwrite it', async () => {
    const a = await connectedAthlete();
    // The later (fuller) daily summary arrives first; the earlier one is a retry processed after it.
    expect(
      (await push('dailies', { dailies: [daily(a.garminUser, today(), 52, { durationInSeconds: 80_000 })] })).status,
    ).toBe(200);
    await drainPushes();
    const { createReadinessRepository } = await import('../../../functions/modules/readiness/readiness-repository');
    const { createPlatform } = await import('../../../functions/composition/platform');
    const repository = createReadinessRepository(createPlatform().db);
    const older = new Date(Date.now() - 3_600_000).toISOString();
    expect(
      await repository.putWatch(a.user.id, today(), 'daily', { restingHr: 70, summaryId: 'older', receivedAt: older }),
    ).toBe(false);
    expect((await readiness(a.cookie)).watch).toMatchObject({ restingHr: 52 });
  });

  it("another athlete's watch data never reaches this athlete, and an unknown Garmin user is ignored", async () => {
    const a = await connectedAthlete();
    const b = await connectedAthlete();
    expect(
      (
        await push('dailies', {
          dailies: [daily(a.garminUser, today(), 55), daily('garmin-nobody-at-all', today(), 99)],
        })
      ).status,
    ).toBe(200);
    await drainPushes();
    expect((await readiness(a.cookie)).watch).toMatchObject({ restingHr: 55 });
    expect((await readiness(b.cookie)).watch).toBeNull();
  });
});
