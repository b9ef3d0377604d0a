import { describe, expect, it } from 'vitest';
import { isHardWorkout } from '@shared/training/intensity';
import { addDays } from '@shared/calendar/days';
import { createTestUser } from '../../support/users';
import { call } from '../../support/week-fixtures';
import { athleteWithHardToday, baseline, fine, today } from './helpers';

const poor = { sleep: 2, fatigue: 2, soreness: 3, stress: 3, motivation: 3 };

describe('the daily check-in', { timeout: 180_000 }, () => {
  it('is stored per day, read back, and refuses bad input with a clear 400', async () => {
    const { cookie } = await createTestUser({ onboardingStatus: '3' });
    const saved = await call(cookie, 'PUT', '/api/readiness/check-in', {
      date: today(),
      ...fine,
      restingHr: 48,
      hrvRmssd: 62.5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      date: today(),
      checkIn: { ...fine, restingHr: 48, hrvRmssd: 62.5, sick: false },
      reading: { verdict: null, baselineDays: 0 },
      proposal: null,
    });
    expect((await call(cookie, 'GET', `/api/readiness?date=${today()}`)).body.checkIn).toMatchObject(fine);

    const bad = async (body: Record<string, unknown>) =>
      call(cookie, 'PUT', '/api/readiness/check-in', { date: today(), ...fine, ...body });
    expect((await bad({ sleep: 6 })).body.error).toMatch(/Sleep must be from 1 to 5/);
    expect((await bad({ fatigue: 2.5 })).status).toBe(400);
    expect((await bad({ restingHr: 300 })).body.error).toMatch(/at most 130/);
    expect((await bad({ mood: 3 })).status).toBe(400);
    expect((await bad({ date: addDays(today(), -30) })).body.error).toMatch(/within the last 14 days/);
    expect((await bad({ date: addDays(today(), 3) })).status).toBe(400);
    expect((await call(cookie, 'GET', '/api/readiness?date=2026-02-31')).status).toBe(400);
  });

  it('gives no verdict from fewer than 3 days of baseline, and one from 3', async () => {
    const { cookie } = await createTestUser({ onboardingStatus: '3' });
    await baseline(cookie, 2);
    const early = await call(cookie, 'PUT', '/api/readiness/check-in', { date: today(), ...poor });
    expect(early.body.reading).toMatchObject({ verdict: null, baselineDays: 2 });
    await baseline(cookie, 3);
    const later = await call(cookie, 'GET', `/api/readiness?date=${today()}`);
    expect(later.body.reading).toMatchObject({
      verdict: 'caution',
      baselineDays: 3,
      drivers: [
        { kind: 'sleep', value: 2 },
        { kind: 'fatigue', value: 2 },
      ],
    });
  });
});

describe('the proposal for a low-readiness day', { timeout: 300_000 }, () => {
  it("eases today's hard session on Accept, remembers the choice and refuses a second one", async () => {
    const a = await athleteWithHardToday();
    await baseline(a.cookie);
    const shown = (await call(a.cookie, 'PUT', '/api/readiness/check-in', { date: today(), ...poor })).body;
    expect(shown.reading.verdict).toBe('caution');
    expect(shown.proposal).toMatchObject({ kind: 'ease', workoutId: a.hardId, easedName: expect.any(String) });

    // Another athlete's session, or a proposal that is not the one shown, changes nothing.
    const b = await createTestUser({ onboardingStatus: '3' });
    expect(
      (
        await call(b.cookie, 'POST', '/api/readiness/decision', {
          date: today(),
          choice: 'accept',
          kind: 'ease',
          workoutId: a.hardId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(a.cookie, 'POST', '/api/readiness/decision', {
          date: today(),
          choice: 'accept',
          kind: 'swap',
          workoutId: a.hardId,
        })
      ).status,
    ).toBe(409);

    const accepted = await call(a.cookie, 'POST', '/api/readiness/decision', {
      date: today(),
      choice: 'accept',
      kind: 'ease',
      workoutId: a.hardId,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      proposal: null,
      decision: { kind: 'ease', choice: 'accept', workoutId: a.hardId, verdict: 'caution' },
    });
    const workout = (await call(a.cookie, 'GET', `/api/workouts/${a.hardId}`)).body;
    expect(isHardWorkout(workout.workoutDetails)).toBe(false);
    expect(
      (
        await call(a.cookie, 'POST', '/api/readiness/decision', {
          date: today(),
          choice: 'keep',
          kind: 'ease',
          workoutId: a.hardId,
        })
      ).status,
    ).toBe(409);
  });

  it('a reading of rest swaps with a later easy day or eases; Keep leaves the session as it was', async () => {
    const a = await athleteWithHardToday();
    await baseline(a.cookie);
    const shown = (await call(a.cookie, 'PUT', '/api/readiness/check-in', { date: today(), ...poor, sleep: 1 })).body;
    expect(shown.reading.verdict).toBe('rest');
    expect(['swap', 'ease']).toContain(shown.proposal.kind);
    const before = (await call(a.cookie, 'GET', `/api/workouts/${a.hardId}`)).body;
    const kept = await call(a.cookie, 'POST', '/api/readiness/decision', {
      date: today(),
      choice: 'keep',
      kind: shown.proposal.kind,
      workoutId: a.hardId,
    });
    expect(kept.body.decision).toMatchObject({ choice: 'keep', kind: shown.proposal.kind });
    const after = (await call(a.cookie, 'GET', `/api/workouts/${a.hardId}`)).body;
    expect(after).toMatchObject({ day: before.day, workoutDetails: before.workoutDetails });
  });

  it('sick: rest is proposed even without a baseline, and Accept reports the session skipped', async () => {
    const a = await athleteWithHardToday();
    const shown = (await call(a.cookie, 'PUT', '/api/readiness/check-in', { date: today(), ...fine, sick: true })).body;
    expect(shown.reading).toMatchObject({ verdict: null, sick: true });
    expect(shown.proposal).toMatchObject({ kind: 'rest', workoutId: a.hardId });
    expect(
      (
        await call(a.cookie, 'POST', '/api/readiness/decision', {
          date: today(),
          choice: 'accept',
          kind: 'rest',
          workoutId: a.hardId,
        })
      ).status,
    ).toBe(200);
    expect((await call(a.cookie, 'GET', `/api/workouts/${a.hardId}`)).body.report).toMatchObject({
      status: 'skipped',
      reason: 'sick',
    });
  });
});
