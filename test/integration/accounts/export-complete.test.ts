import { describe, expect, it } from 'vitest';
import { invoke } from '../../support/api-event';
import { busyAthlete } from './busy-athlete';

describe('GET /api/user/export', () => {
  it('holds everything the athlete gave us and nothing secret', async () => {
    const a = await busyAthlete();
    const res = await invoke({ method: 'GET', path: '/api/user/export', cookies: [a.cookie] });
    expect(res.status).toBe(200);
    const data = res.body;
    const text = JSON.stringify(data);

    // Given by the athlete: profile, fitness, goals and preferences, the week's requirements, notes, chat,
    // feedback, the newsletter subscription; and what we keep about them: credits, weeks, workouts, AI tasks.
    expect(data.user).toMatchObject({
      id: a.user.id,
      email: a.email.toLowerCase(),
      name: 'Ola Nowak',
      birthdate: '1990-05-01',
      weight: 61,
      height: 170,
      gender: 'female',
      settings: { theme: 'dark' },
    });
    expect(data.fitness).toEqual(
      expect.arrayContaining([expect.objectContaining({ swimLevel: 40, bikeLevel: 60, runLevel: 70 })]),
    );
    expect(data.plans).toEqual([
      expect.objectContaining({
        primaryGoal: expect.objectContaining({ name: 'Gdynia 70.3' }),
        trainingPreferences: 'Long rides on Saturdays',
        personalDescription: 'Age-grouper, 3 years of running',
        planOverview: expect.any(Object),
      }),
    ]);
    expect(data.weeks).toEqual([expect.objectContaining({ requirementsPrompt: 'No swimming on Monday' })]);
    expect(data.workouts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: a.workoutId, userNotes: 'Felt strong, left knee a bit sore' }),
      ]),
    );
    expect(data.chat_messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'user', message: 'My left knee hurts after long runs' }),
      ]),
    );
    expect(data.suggestions).toEqual([expect.objectContaining({ suggestion: 'Please add rowing' })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: a.email.toLowerCase() })]);
    expect(data.credits.map((c: { amount: number }) => c.amount).sort()).toEqual([-1, 1]);
    expect(data.tasks.length).toBeGreaterThan(0);

    // Nothing secret: no credential, hash, token or key attribute, and none of the values either.
    for (const secret of [
      a.password,
      a.oldPassword,
      a.resetToken,
      a.cookie.split('=')[1]!,
      new URL(a.calendarFeedUrl).pathname
        .split('/')
        .at(-1)!
        .replace(/\.ics$/, ''),
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(
      /"(passwordHash|resetTokenHash|tokenHash|PK|SK|GSI1PK|GSI1SK|GSI2PK|GSI2SK|garminAccessToken|garminRefreshToken|accessToken|refreshToken)"/,
    );
    expect(text).not.toMatch(/SESSION#|RESET#|\$(argon2|scrypt)/);
  }, 60_000);
});
