import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localizedOverview } from '../../../web/src/features/plans/lib/overview-text';
import { createTestUser } from '../../support/users';
import { call, deliverTask, inDays, planPayload } from '../../support/handler-calls';

/** The web's words for a language, as the app loads them. */
async function wordsFor(lng: 'en' | 'pl') {
  const i18n = createInstance();
  const resources = Object.fromEntries(
    (['en', 'pl'] as const).map((l) => [
      l,
      { translation: JSON.parse(readFileSync(`${process.cwd()}/locales/${l}/translation.json`, 'utf8')) as object },
    ]),
  );
  await i18n.init({ lng, fallbackLng: 'en', resources, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('the plan overview after a language switch', () => {
  it('a plan made in English reads with Polish phase names after PATCH /api/user {lang: pl}', async () => {
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
    // Written in the creator's language, with the codes beside it.
    expect(made.trainingPhases[0].phaseName).toBe('Base');
    expect(made.facts.phases[0]).toBe('base');

    expect((await call(cookie, 'PATCH', '/api/user', { lang: 'pl' })).status).toBe(200);
    const [plan] = (await call(cookie, 'GET', '/api/plans?active=true')).body;
    const shown = localizedOverview(plan.planOverview, await wordsFor('pl'), 'pl');
    expect(shown.trainingPhases?.map((p) => p.phaseName)).toEqual(
      made.facts.phases.map(
        (k: string) =>
          ({ base: 'Baza', build: 'Budowanie', peak: 'Szczyt formy', taper: 'Taper', race: 'Tydzień startowy' })[k],
      ),
    );
    expect(shown.trainingPhases?.[0]?.phaseName).toBe('Baza');
    expect(shown.overallStrategySummary).toMatch(/^Plan na \d+ tyg\. dla /);
    expect(shown.weeklyFocus?.['1']).toMatch(/^Baza - /);
    expect(shown.eventDescription).toMatch(/^Olympic, \d+ \S+ \d{4}: triathlon, dystans olimpijski/);
  });
});
