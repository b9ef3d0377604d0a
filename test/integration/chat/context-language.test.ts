import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createAthleteContextReader } from '../../../functions/modules/chat/athlete-context';
import { createTestUser } from '../../support/users';
import { call, deliverTask, inDays, planPayload } from '../../support/handler-calls';

describe("the coach's view of the plan after a language switch", () => {
  it('quotes a plan made in English in Polish once the athlete reads Polish (and the reverse)', async () => {
    const { cookie, user } = await createTestUser({ onboardingStatus: '3', lang: 'en' });
    const { sessionId } = (
      await call(
        cookie,
        'POST',
        '/api/plans',
        planPayload({ primaryGoal: { name: 'Olympic', date: inDays(120), type: 'olympic' } }),
      )
    ).body;
    await deliverTask(user.id, sessionId);
    const made = (await call(cookie, 'GET', '/api/plans?active=true')).body[0].planOverview;
    expect(made.weeklyFocus['1']).toMatch(/^Base - /);
    const { db } = createPlatform();
    const reader = createAthleteContextReader(db, () => new Date(`${made.trainingPhases[0].startDate}T12:00:00Z`));

    expect((await call(cookie, 'PATCH', '/api/user', { lang: 'pl' })).status).toBe(200);
    const pl = (await reader.read(user.id)).plan!;
    expect(pl.phase).toEqual({ name: 'Baza', focus: 'Wytrzymałość tlenowa, technika i regularność' });
    expect(pl.weekFocus).toMatch(/^Baza - /);
    expect(pl.strategy).toMatch(/^Plan na \d+ tyg\. dla /);

    expect((await call(cookie, 'PATCH', '/api/user', { lang: 'en' })).status).toBe(200);
    const en = (await reader.read(user.id)).plan!;
    expect(en.phase).toEqual({ name: 'Base', focus: 'Aerobic endurance, technique and consistency' });
    expect(en.weekFocus).toBe(made.weeklyFocus['1']);
    expect(en.strategy).toBe(made.overallStrategySummary);
  }, 60_000);
});
