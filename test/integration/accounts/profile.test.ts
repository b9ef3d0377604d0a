import { describe, expect, it } from 'vitest';
import { invoke } from '../../support/api-event';
import { createTestUser } from '../../support/users';

const get = (path: string, cookie: string) => invoke({ method: 'GET', path, cookies: [cookie] });
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  invoke({ method, path, body, cookies: [cookie] });

describe('GET/PATCH /api/user', () => {
  it('answers 401 without a session', async () => {
    const res = await invoke({ method: 'GET', path: '/api/user' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('saves profile fields, lang and theme; a name moves onboarding 0 -> 1 once', async () => {
    const u = await createTestUser();
    const res = await send('PATCH', '/api/user', u.cookie, {
      name: 'Ala',
      birthdate: '1990-05-01',
      weight: 61.5,
      height: 170,
      gender: 'female',
      lang: 'pl',
      settings: { theme: 'dark' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ala',
      birthdate: '1990-05-01',
      weight: 61.5,
      height: 170,
      gender: 'female',
      lang: 'pl',
      settings: { theme: 'dark' },
      onboardingStatus: '1',
    });
    const again = await get('/api/user', u.cookie);
    expect(again.body).toMatchObject({ name: 'Ala', lang: 'pl', settings: { theme: 'dark' }, onboardingStatus: '1' });
  });

  it('does not move onboarding without a name, nor backwards from a later step', async () => {
    const u = await createTestUser();
    expect((await send('PATCH', '/api/user', u.cookie, { settings: { theme: 'system' } })).body.onboardingStatus).toBe(
      '0',
    );
    const later = await createTestUser({ onboardingStatus: '3' });
    const res = await send('PATCH', '/api/user', later.cookie, { name: 'Bartek' });
    expect(res.body).toMatchObject({ name: 'Bartek', onboardingStatus: '3' });
  });

  it('refuses an unknown theme, a blank name and unknown fields with 400 and changes nothing', async () => {
    const u = await createTestUser();
    for (const body of [
      { settings: { theme: 'neon' } },
      { name: '   ' },
      { isAdmin: true },
      { credits: 100 },
      { onboardingStatus: '5' },
    ]) {
      const res = await send('PATCH', '/api/user', u.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await get('/api/user', u.cookie)).body).toMatchObject({
      name: null,
      isAdmin: false,
      credits: 1,
      onboardingStatus: '0',
      settings: { theme: 'light' },
    });
  });
});

describe('onboarding steps', () => {
  it('skip-watch moves 1 -> 2 and nothing else', async () => {
    const zero = await createTestUser();
    expect((await send('POST', '/api/onboarding/skip-watch', zero.cookie)).body.onboardingStatus).toBe('0');
    const one = await createTestUser({ onboardingStatus: '1' });
    const res = await send('POST', '/api/onboarding/skip-watch', one.cookie);
    expect(res.status).toBe(200);
    expect(res.body.onboardingStatus).toBe('2');
    const four = await createTestUser({ onboardingStatus: '4' });
    expect((await send('POST', '/api/onboarding/skip-watch', four.cookie)).body.onboardingStatus).toBe('4');
  });

  it('the full path 0 -> 1 -> 2 -> 3 through the calls', async () => {
    const u = await createTestUser();
    await send('PATCH', '/api/user', u.cookie, { name: 'Celina' });
    await send('POST', '/api/onboarding/skip-watch', u.cookie);
    expect(
      (await send('POST', '/api/user/fitness', u.cookie, { swimLevel: 40, bikeLevel: 55, runLevel: 70 })).status,
    ).toBe(201);
    expect((await get('/api/user', u.cookie)).body.onboardingStatus).toBe('3');
  });
});

describe('fitness levels', () => {
  it('latest is 200 null when none were saved (an empty state, not an error)', async () => {
    const u = await createTestUser();
    const res = await get('/api/user/fitness/latest', u.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect((await get('/api/user/fitness', u.cookie)).body).toEqual([]);
  });

  it('a new save closes the previous row and becomes the latest', async () => {
    const u = await createTestUser({ onboardingStatus: '2' });
    const first = await send('POST', '/api/user/fitness', u.cookie, { swimLevel: 10, bikeLevel: 20, runLevel: 30 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ swimLevel: 10, bikeLevel: 20, runLevel: 30, dateEnd: null });
    expect(first.body.dateStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await send('POST', '/api/user/fitness', u.cookie, { swimLevel: 15, bikeLevel: 25, runLevel: 35 });
    const latest = await get('/api/user/fitness/latest', u.cookie);
    expect(latest.body).toMatchObject({ swimLevel: 15, bikeLevel: 25, runLevel: 35, dateEnd: null });
    const list = (await get('/api/user/fitness', u.cookie)).body;
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ swimLevel: 10, dateEnd: list[0].dateStart });
    expect((await get('/api/user', u.cookie)).body.onboardingStatus).toBe('3');
  });

  it('concurrent saves leave exactly one open row', async () => {
    const u = await createTestUser({ onboardingStatus: '3' });
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => send('POST', '/api/user/fitness', u.cookie, { swimLevel: n, bikeLevel: n, runLevel: n })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const list = (await get('/api/user/fitness', u.cookie)).body as Array<{ dateEnd: string | null }>;
    expect(list).toHaveLength(4);
    expect(list.filter((row) => row.dateEnd === null)).toHaveLength(1);
    expect(list[0]!.dateEnd).toBeNull();
  });

  it('refuses levels outside 0-100 or not whole numbers, writing nothing', async () => {
    const u = await createTestUser({ onboardingStatus: '2' });
    for (const body of [
      { swimLevel: 101, bikeLevel: 1, runLevel: 1 },
      { swimLevel: -1, bikeLevel: 1, runLevel: 1 },
      { swimLevel: 1.5, bikeLevel: 1, runLevel: 1 },
      { swimLevel: '50', bikeLevel: 1, runLevel: 1 },
      { swimLevel: 1, bikeLevel: 1 },
    ]) {
      const res = await send('POST', '/api/user/fitness', u.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await get('/api/user/fitness', u.cookie)).body).toEqual([]);
    expect((await get('/api/user', u.cookie)).body.onboardingStatus).toBe('2');
  });
});

describe('two users', () => {
  it('each session sees and changes only its own user, fitness and credits', async () => {
    const a = await createTestUser({ onboardingStatus: '2' });
    const b = await createTestUser();
    await send('POST', '/api/user/fitness', a.cookie, { swimLevel: 90, bikeLevel: 90, runLevel: 90 });
    await send('PATCH', '/api/user', b.cookie, { name: 'Bob' });
    expect((await get('/api/user', b.cookie)).body.id).toBe(b.user.id);
    expect((await get('/api/user/fitness/latest', b.cookie)).body).toBeNull();
    expect((await get('/api/user', a.cookie)).body.name).toBeNull();
    const exportB = (await get('/api/user/export', b.cookie)).body;
    expect(JSON.stringify(exportB)).not.toContain(a.user.id);
    expect(JSON.stringify(exportB)).not.toContain(a.email);
  });
});

describe('export', () => {
  it('holds the profile, fitness and credits, and no secrets or keys', async () => {
    const u = await createTestUser({ onboardingStatus: '2' });
    await send('PATCH', '/api/user', u.cookie, { name: 'Dana' });
    await send('POST', '/api/user/fitness', u.cookie, { swimLevel: 1, bikeLevel: 2, runLevel: 3 });
    const res = await get('/api/user/export', u.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.user).toMatchObject({ id: u.user.id, email: u.email, name: 'Dana' });
    expect(res.body.fitness).toEqual([
      expect.objectContaining({ swimLevel: 1, bikeLevel: 2, runLevel: 3, dateStart: expect.any(String) }),
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|passwordHash|"PK"|"SK"|GSI1/);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['user', 'credits']));
    expect(res.body.credits).toEqual([expect.objectContaining({ creditType: 'trial', amount: 1 })]);
  });
});
