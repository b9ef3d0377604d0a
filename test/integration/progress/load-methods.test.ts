import { describe, expect, it } from 'vitest';
import type { ProgressView } from '@shared/schemas/progress';
import { createTestUser } from '../../support/users';
import { activityItem, putItems } from '../../support/progress-fixtures';
import { call } from '../../support/handler-calls';

describe('GET /api/progress: the method of each activity load', () => {
  it('uses power for a ride once FTP is known, session RPE without heart rate, and says so per activity', async () => {
    const a = await createTestUser({ onboardingStatus: '5' });
    const id = a.user.id;
    // A ride with power (90 min, NP 210 W, 80 of them moving), a logged gym session with RPE 5 (45 min), a run without anything.
    const ride = {
      ...activityItem(id, '2025-03-04', 'CYCLING', 90),
      normalizedPower: 210,
      movingTimeInSeconds: 80 * 60,
      source: 'upload',
    };
    const gym = { ...activityItem(id, '2025-03-05', 'STRENGTH_TRAINING', 45), rpe: 5, source: 'manual' };
    const run = activityItem(id, '2025-03-06', 'RUNNING', 60);
    await putItems([ride, gym, run]);
    const range = '/api/progress?from=2025-03-03&to=2025-03-09';

    const before = (await call(a.cookie, 'GET', range)).body as ProgressView;
    expect(before.activities.map((x) => [x.id, x.method, x.load])).toEqual([
      [run.id, 'duration', 64],
      [gym.id, 'rpe', 53.6],
      // No FTP yet: the ride's duration (its moving 80 min) at the bike's assumed IF 0.72: 1.333 * 0.5184 * 100 = 69.1.
      [ride.id, 'duration', 69.1],
    ]);
    expect(before.load.methods).toEqual({ power: 0, heartRate: 0, rpe: 1, duration: 2 });

    expect((await call(a.cookie, 'PUT', '/api/thresholds', { ftp: 250 })).status).toBe(200);
    const after = (await call(a.cookie, 'GET', range)).body as ProgressView;
    // 80 min at IF 210 / 250 = 0.84: 1.333 * 0.7056 * 100 = 94.1.
    expect(after.activities.find((x) => x.id === ride.id)).toMatchObject({
      method: 'power',
      load: 94.1,
      activityType: 'CYCLING',
      sport: 'bike',
    });
    expect(after.load).toMatchObject({ methods: { power: 1, heartRate: 0, rpe: 1, duration: 1 }, ftp: 250 });

    // Another athlete sees none of it.
    const b = await createTestUser({ onboardingStatus: '5' });
    expect(((await call(b.cookie, 'GET', range)).body as ProgressView).activities).toEqual([]);
  });
});
