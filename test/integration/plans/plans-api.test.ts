import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../support/users';
import { call, inDays, planPayload } from '../../support/handler-calls';

describe('event types', () => {
  it('lists the default events with null distances where a discipline is absent', async () => {
    const { cookie } = await createTestUser();
    const res = await call(cookie, 'GET', '/api/event-types');
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.map((t: { id: string }) => [t.id, t]));
    expect(byId.sprint).toMatchObject({ swimDistance: 750, bikeDistance: 20, runDistance: 5 });
    expect(byId.olympic).toMatchObject({ swimDistance: 1500, bikeDistance: 40, runDistance: 10 });
    expect(byId.half).toMatchObject({ swimDistance: 1900, bikeDistance: 90, runDistance: 21.1 });
    expect(byId.full).toMatchObject({ swimDistance: 3800, bikeDistance: 180, runDistance: 42.2 });
    expect(byId.marathon).toMatchObject({ swimDistance: null, bikeDistance: null, runDistance: 42.2 });
    expect(byId['half-marathon']).toMatchObject({ swimDistance: null, bikeDistance: null, runDistance: 21.1 });
    expect(byId['gran-fondo']).toMatchObject({
      swimDistance: null,
      runDistance: null,
      bikeDistance: expect.any(Number),
      bikeElevation: expect.any(Number),
    });
    expect(typeof byId.full.bikeElevation).toBe('number');
  });

  it('needs a session', async () => {
    const res = await call('sid=nope', 'GET', '/api/event-types');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/plans', () => {
  it('answers 202 with planId and sessionId, moves onboarding 3 -> 4 and refuses a second active plan', async () => {
    const { cookie } = await createTestUser({ onboardingStatus: '3' });
    const res = await call(cookie, 'POST', '/api/plans', planPayload());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ planId: expect.any(String), sessionId: expect.any(String) });

    const user = await call(cookie, 'GET', '/api/user');
    expect(user.body.onboardingStatus).toBe('4');

    const plans = await call(cookie, 'GET', '/api/plans');
    expect(plans.body).toHaveLength(1);
    expect(plans.body[0]).toMatchObject({
      id: res.body.planId,
      active: true,
      status: 'generating',
      primaryEventName: 'Gdynia 70.3',
      primaryEventTypeId: 'half',
      // Distances left out come from the event type.
      primaryEventSwimDistance: 1900,
      primaryEventBikeDistance: 90,
      primaryEventRunDistance: 21.1,
      workoutsPerWeek: 8,
      planOverview: null,
    });
    expect(new Date(`${plans.body[0].planStarts}T00:00:00Z`).getUTCDay()).toBe(1);

    const second = await call(cookie, 'POST', '/api/plans', planPayload());
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/active training plan/);
  });

  it('keeps explicit distances and nulls the athlete chose', async () => {
    const { cookie } = await createTestUser();
    const res = await call(
      cookie,
      'POST',
      '/api/plans',
      planPayload({
        primaryGoal: {
          name: 'Hilly',
          date: inDays(60),
          type: 'olympic',
          bikeDistance: 44,
          runDistance: null,
          bikeElevation: 900,
        },
      }),
    );
    expect(res.status).toBe(202);
    const [plan] = (await call(cookie, 'GET', '/api/plans?active=true')).body;
    expect(plan).toMatchObject({
      primaryEventSwimDistance: 1500,
      primaryEventBikeDistance: 44,
      primaryEventRunDistance: null,
      primaryEventBikeElevation: 900,
    });
  });

  it.each([
    [
      'a missing primary name',
      { primaryGoal: { name: '', date: inDays(30), type: 'sprint' } },
      'Event name, date and type are required for the primary goal',
    ],
    [
      'a missing primary type',
      { primaryGoal: { name: 'Race', date: inDays(30) } },
      'Event name, date and type are required for the primary goal',
    ],
    [
      'a missing primary date',
      { primaryGoal: { name: 'Race', type: 'sprint' } },
      'Event name, date and type are required for the primary goal',
    ],
    [
      'a past event date',
      { primaryGoal: { name: 'Race', date: inDays(-5), type: 'sprint' } },
      'Event date cannot be earlier than today',
    ],
    [
      'three secondary goals',
      { secondaryGoals: [1, 2, 3].map((i) => ({ name: `B${i}`, date: inDays(20 + i), type: 'sprint' })) },
      'At most 2 secondary goals',
    ],
    ['0 workouts', { workoutsPerWeek: 0 }, 'Workouts per week must be between 1 and 14'],
    ['15 workouts', { workoutsPerWeek: 15 }, 'Workouts per week must be between 1 and 14'],
    ['a weekday typo', { workoutDays: ['monday', 'funday'] }, 'Training days must be weekday names (monday to sunday)'],
    [
      'an unknown event type',
      { primaryGoal: { name: 'Race', date: inDays(30), type: 'quadrathlon' } },
      'Unknown event type',
    ],
  ])('rejects %s with a clear 400', async (_, override, message) => {
    const { cookie } = await createTestUser({ onboardingStatus: '3' });
    const res = await call(cookie, 'POST', '/api/plans', planPayload(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await call(cookie, 'GET', '/api/plans')).body).toEqual([]);
    expect((await call(cookie, 'GET', '/api/user')).body.onboardingStatus).toBe('3');
  });

  it('accepts today as the event date and two secondary goals', async () => {
    const { cookie } = await createTestUser();
    const secondaryGoals = [
      { name: 'Warm-up sprint', date: inDays(10), type: 'sprint' },
      { name: 'Spring half marathon', date: inDays(40), type: 'half-marathon' },
    ];
    const res = await call(
      cookie,
      'POST',
      '/api/plans',
      planPayload({ primaryGoal: { name: 'Today race', date: inDays(0), type: 'sprint' }, secondaryGoals }),
    );
    expect(res.status).toBe(202);
    const [plan] = (await call(cookie, 'GET', '/api/plans')).body;
    expect(plan.secondaryGoals).toEqual([
      expect.objectContaining({ name: 'Warm-up sprint', swimDistance: 750 }),
      expect.objectContaining({
        name: 'Spring half marathon',
        swimDistance: null,
        bikeDistance: null,
        runDistance: 21.1,
      }),
    ]);
  });
});

describe('reading, editing and finishing plans', () => {
  it("answers 404 for another athlete's plan on every call", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const { planId, sessionId } = (await call(owner.cookie, 'POST', '/api/plans', planPayload())).body;

    expect((await call(other.cookie, 'PUT', `/api/plans/${planId}`, planPayload())).status).toBe(404);
    expect((await call(other.cookie, 'PUT', `/api/plans/${planId}/finish`)).status).toBe(404);
    expect((await call(other.cookie, 'GET', `/api/plans/${planId}/weeks`)).status).toBe(404);
    expect((await call(other.cookie, 'GET', `/api/plans/status/${sessionId}`)).status).toBe(404);
    expect((await call(other.cookie, 'GET', '/api/plans')).body).toEqual([]);
    // The owner's plan is untouched.
    const [plan] = (await call(owner.cookie, 'GET', '/api/plans')).body;
    expect(plan).toMatchObject({ active: true, primaryEventName: 'Gdynia 70.3' });
  });

  it('reports generation status for the owner', async () => {
    const { cookie } = await createTestUser();
    const { planId, sessionId } = (await call(cookie, 'POST', '/api/plans', planPayload())).body;
    const res = await call(cookie, 'GET', `/api/plans/status/${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ completed: false, status: 'pending', planId });
    expect((await call(cookie, 'GET', '/api/plans/status/not-a-task')).status).toBe(404);
  });

  it('updates preferences without regenerating, and regenerates when goals change', async () => {
    const { cookie } = await createTestUser();
    const { planId, sessionId } = (await call(cookie, 'POST', '/api/plans', planPayload())).body;

    const same = await call(
      cookie,
      'PUT',
      `/api/plans/${planId}`,
      planPayload({
        workoutsPerWeek: 5,
        workoutDays: ['monday', 'wednesday', 'friday'],
        trainingPreferences: 'Pool on Mondays',
      }),
    );
    expect(same.status).toBe(200);
    expect(same.headers['content-type']).toContain('application/json');
    expect(same.body).toMatchObject({
      id: planId,
      workoutsPerWeek: 5,
      workoutDays: ['monday', 'wednesday', 'friday'],
      trainingPreferences: 'Pool on Mondays',
      sessionId: null,
      generationTaskId: sessionId,
    });

    const changed = await call(
      cookie,
      'PUT',
      `/api/plans/${planId}`,
      planPayload({ primaryGoal: { name: 'Moved race', date: inDays(150), type: 'full' } }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.sessionId).toEqual(expect.any(String));
    expect(changed.body.sessionId).not.toBe(sessionId);
    expect(changed.body).toMatchObject({
      primaryEventName: 'Moved race',
      primaryEventTypeId: 'full',
      primaryEventSwimDistance: 3800,
      status: 'generating',
    });
    expect((await call(cookie, 'GET', `/api/plans/status/${changed.body.sessionId}`)).body.status).toBe('pending');
  });

  it('validates updates like creation', async () => {
    const { cookie } = await createTestUser();
    const { planId } = (await call(cookie, 'POST', '/api/plans', planPayload())).body;
    const res = await call(
      cookie,
      'PUT',
      `/api/plans/${planId}`,
      planPayload({ primaryGoal: { name: '', date: '', type: '' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Event name, date and type are required for the primary goal',
      error: 'Event name, date and type are required for the primary goal',
    });
    const bad = await call(cookie, 'PUT', `/api/plans/${planId}`, planPayload({ workoutsPerWeek: 2.5 }));
    expect(bad.status).toBe(400);
  });

  it('finishes a plan, after which a new one can be created and the old one cannot be edited', async () => {
    const { cookie } = await createTestUser();
    const { planId } = (await call(cookie, 'POST', '/api/plans', planPayload())).body;
    const finished = await call(cookie, 'PUT', `/api/plans/${planId}/finish`);
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ id: planId, active: false, finishedAt: expect.any(String) });

    expect((await call(cookie, 'GET', '/api/plans?active=true')).body).toEqual([]);
    expect((await call(cookie, 'PUT', `/api/plans/${planId}/finish`)).status).toBe(409);
    expect((await call(cookie, 'PUT', `/api/plans/${planId}`, planPayload())).status).toBe(409);

    const again = await call(
      cookie,
      'POST',
      '/api/plans',
      planPayload({ primaryGoal: { name: 'Next season', date: inDays(200), type: 'full' } }),
    );
    expect(again.status).toBe(202);
    const all = (await call(cookie, 'GET', '/api/plans')).body;
    expect(all.map((p: { active: boolean }) => p.active).sort()).toEqual([false, true]);
    const active = (await call(cookie, 'GET', '/api/plans?active=true')).body;
    expect(active).toHaveLength(1);
    expect(active[0].primaryEventName).toBe('Next season');
  });

  it('lists an empty plan as no weeks', async () => {
    const { cookie } = await createTestUser();
    const { planId } = (await call(cookie, 'POST', '/api/plans', planPayload())).body;
    const res = await call(cookie, 'GET', `/api/plans/${planId}/weeks`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('POST /api/suggestions', () => {
  it('stores a suggestion and rejects a blank one with the seed message', async () => {
    const { cookie } = await createTestUser();
    expect((await call(cookie, 'POST', '/api/suggestions', { suggestion: '  More swim drills please ' })).status).toBe(
      201,
    );
    const blank = await call(cookie, 'POST', '/api/suggestions', { suggestion: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Please enter a suggestion before sending.');
    expect((await call('sid=x', 'POST', '/api/suggestions', { suggestion: 'hi' })).status).toBe(401);
  });
});
