import { act, cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '@shared/calendar/days';
import { mondayAfter, WEEKDAYS } from '@shared/calendar/weekdays';
import type { AdaptationChangeFacts, AdaptationPhrase } from '@shared/schemas/adaptation-facts';
import type { WeekAdaptationView } from '@shared/schemas/weeks';
import { phrasesOf, reasonsOf, type AdaptationFacts } from '@shared/training/adaptation';
import { changeText, phraseText } from '@shared/training/adaptation/phrases';
import { textFor } from '@shared/training/text';
import { buildPlanOverview } from '@shared/training/plan-overview';
import { AdaptationWords } from '../../../web/src/features/weeks/lib/adaptation-text';
import { planFixture, weekFixture, workoutFixture } from '../support/fixtures';
import { answer, fakeFetch, renderApp, testI18n, userFixture } from '../support/render';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sport = fc.constantFrom('swim' as const, 'bike' as const, 'run' as const);
const count = fc.integer({ min: 0, max: 30 });
const phraseArb: fc.Arbitrary<AdaptationPhrase> = fc.oneof(
  fc.record({ code: fc.constantFrom('missed' as const, 'cutShort' as const), sport, count }),
  fc.record({ code: fc.constantFrom('harder' as const, 'behind' as const), sport }),
  fc.record({
    code: fc.constant('injury' as const),
    part: fc.option(fc.constantFrom('knee', 'calf', 'shoulder'), { nil: null }),
    note: fc.constantFrom('knee hurts', 'boli mnie łydka'),
  }),
  fc.record({
    code: fc.constantFrom(
      'injuredSkip' as const,
      'sick' as const,
      'lowForm' as const,
      'tooTired' as const,
      'travel' as const,
      'consistentBlock' as const,
      'nothingReported' as const,
    ),
  }),
  fc.record({ code: fc.constant('lowReadiness' as const), days: count }),
  fc.record({ code: fc.constant('readinessKept' as const), kept: count }),
  fc.record({ code: fc.constant('notReported' as const), count }),
);
const changeArb: fc.Arbitrary<AdaptationChangeFacts> = fc.record({
  kind: fc.constantFrom('shortened' as const, 'eased' as const, 'recovery' as const, 'lengthened' as const),
  sport,
  long: fc.boolean(),
  weekday: fc.constantFrom(...WEEKDAYS),
  fromMinutes: fc.integer({ min: 20, max: 400 }),
  toMinutes: fc.integer({ min: 20, max: 400 }),
  why: fc.array(phraseArb, { minLength: 1, maxLength: 4 }),
});

describe('the adaptation written in the reader language', () => {
  it('says every reason and change word for word as the engine says it in that language', async () => {
    for (const lang of ['en', 'pl'] as const) {
      const words = new AdaptationWords((await testI18n(lang)).t);
      const engine = textFor(lang).adapt;
      fc.assert(
        fc.property(phraseArb, (p) => {
          expect(words.phrase(p)).toBe(phraseText(p, engine));
        }),
        { numRuns: 400, seed: 26 },
      );
      fc.assert(
        fc.property(changeArb, (c) => {
          expect(words.change(c)).toBe(changeText(c, engine));
        }),
        { numRuns: 400, seed: 26 },
      );
    }
  });
});

// Two runs missed and a knee note: the coach shortened the long run and eased Tuesday's ride.
const facts: AdaptationFacts = {
  perSport: {
    SWIMMING: { plannedMinutes: 60, doneMinutes: 60, missed: 0, shortened: 0, harder: 0 },
    CYCLING: { plannedMinutes: 180, doneMinutes: 180, missed: 0, shortened: 0, harder: 0 },
    RUNNING: { plannedMinutes: 200, doneMinutes: 100, missed: 2, shortened: 0, harder: 0 },
  },
  flags: { sick: false, injury: true, travel: false, lowForm: false, consistentBlock: false },
  pain: { part: 'knee', sports: ['RUNNING'], note: 'knee hurts' },
  behind: null,
  form: null,
};
const [missed, knee] = phrasesOf(facts);
const changes: AdaptationChangeFacts[] = [
  {
    kind: 'shortened',
    sport: 'run',
    long: true,
    weekday: 'sunday',
    fromMinutes: 100,
    toMinutes: 80,
    why: [missed!, knee!],
  },
  { kind: 'eased', sport: 'bike', long: false, weekday: 'tuesday', fromMinutes: 60, toMinutes: 60, why: [knee!] },
];

/** The adaptation as the server stores it for a week made in `lang`. */
function adaptationMadeIn(lang: 'en' | 'pl', firstDay: string): WeekAdaptationView {
  return {
    status: 'proposed',
    reasons: reasonsOf(facts, lang),
    phrases: phrasesOf(facts),
    changes: changes.map((c, index) => ({
      index,
      workoutId: `wo-${index}`,
      kind: c.kind,
      day: addDays(firstDay, index),
      text: changeText(c, textFor(lang).adapt),
      facts: c,
      rejected: false,
    })),
  };
}

const english = {
  reasons: ['Two runs missed last week', 'Your knee note'],
  changes: [
    'Long run shortened from 1h40 to 1h20: two runs missed last week and your knee note',
    "Tuesday's ride eased to a steady effort: your knee note",
  ],
};
const polish = {
  reasons: ['W zeszłym tygodniu opuszczono 2 biegi', 'Twoja notatka „knee hurts”'],
  changes: [
    'Długi bieg skrócony z 1h40 do 1h20: w zeszłym tygodniu opuszczono 2 biegi i Twoja notatka „knee hurts”',
    'Jazda we wtorek: spokojne tempo zamiast mocnych odcinków: Twoja notatka „knee hurts”',
  ],
};

describe('a week adapted in one language, read in the other', () => {
  const today = localDay(new Date());
  const firstDay = addDays(mondayAfter(today), -7);
  const plan = planFixture({ id: 'p-1', planStarts: addDays(firstDay, -14) });

  function serve(made: 'en' | 'pl', reader: 'en' | 'pl', adaptation = adaptationMadeIn(made, firstDay)) {
    const active = weekFixture({ id: 'w-2', trainingPlanId: 'p-1', firstDay, active: true, adaptation });
    fakeFetch((c) => {
      if (c.path === '/api/user') return answer('getUser', userFixture({ lang: reader }));
      if (c.path === '/api/plans') return answer('listPlans', [plan]);
      if (c.path === '/api/weeks/active') return answer('activeWeek', active);
      if (c.path === '/api/plans/p-1/weeks')
        return answer('listPlanWeeks', [
          weekFixture({ id: 'w-1', trainingPlanId: 'p-1', firstDay: addDays(firstDay, -7), active: false }),
          active,
        ]);
      if (c.path === '/api/weeks/w-2/workouts' || c.path === '/api/weeks/w-1/workouts')
        return answer('weekWorkouts', [workoutFixture({ id: 'wo-0', weekId: 'w-2', day: firstDay })]);
      if (c.path === '/api/activities') return answer('listActivities', []);
      return undefined;
    });
  }

  const shownChanges = () => screen.getAllByTestId('adaptation-change').map((li) => li.querySelector('p')?.textContent);

  it('shows a week adapted in English in Polish on the dashboard, and in English again after switching back', async () => {
    serve('en', 'pl');
    const { i18n } = await renderApp('/dashboard', 'pl');
    await screen.findByTestId('week-adaptation', {}, { timeout: 30_000 });
    expect(shownChanges()).toEqual(polish.changes);
    expect(screen.queryByText(/shortened from/)).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(shownChanges()).toEqual(english.changes);
  });

  it('shows a week adapted in Polish in English on the past week page (what followed)', async () => {
    serve('pl', 'en');
    await renderApp('/plans/p-1/weeks/w-1', 'en');
    const card = await screen.findByTestId('past-week-adaptation', {}, { timeout: 30_000 });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...english.reasons, ...english.changes]);
  });

  it('keeps the text of a week adapted before the codes were stored', async () => {
    const { phrases: _phrases, ...older } = adaptationMadeIn('en', firstDay);
    serve('en', 'pl', { ...older, changes: older.changes.map(({ facts: _facts, ...c }) => c) });
    await renderApp('/dashboard', 'pl');
    await screen.findByTestId('week-adaptation', {}, { timeout: 30_000 });
    expect(shownChanges()).toEqual(english.changes);
  });

  it('shows the planner preview of a Polish reader in Polish though the server wrote it in English', async () => {
    const overview = buildPlanOverview(
      {
        primaryEvent: {
          name: 'Gdynia 70.3',
          date: addDays(firstDay, 120),
          type: 'half',
          swimDistance: 1900,
          bikeDistance: 90,
          runDistance: 21.1,
          bikeElevation: null,
          runElevation: null,
        },
        secondaryEvents: [],
        fitness: { swimLevel: 40, bikeLevel: 50, runLevel: 50 },
        workoutDays: ['monday', 'tuesday', 'thursday', 'saturday', 'sunday'],
        workoutsPerWeek: 6,
        trainingPreferences: '',
        personalDescription: '',
        planStarts: addDays(firstDay, -14),
        today,
      },
      { lang: 'en' },
    );
    fakeFetch((c) => {
      if (c.path === '/api/user') return answer('getUser', userFixture({ lang: 'pl' }));
      if (c.path === '/api/plans') return answer('listPlans', [{ ...plan, planOverview: overview }]);
      if (c.path === '/api/weeks/active') return answer('activeWeek', null);
      if (c.path.startsWith('/api/weeks/adaptation-preview?'))
        return answer('weekAdaptationPreview', {
          reasons: reasonsOf(facts, 'en'),
          changes: changes.map((c) => changeText(c, textFor('en').adapt)),
          phrases: phrasesOf(facts),
          changeFacts: changes,
        });
      return undefined;
    });
    await renderApp('/dashboard', 'pl');
    const preview = await screen.findByTestId('adaptation-preview', {}, { timeout: 30_000 });
    expect(
      within(preview)
        .getAllByTestId('adaptation-reason')
        .map((li) => li.textContent),
    ).toEqual(polish.reasons);
    expect(
      within(preview)
        .getAllByTestId('adaptation-preview-change')
        .map((li) => li.textContent),
    ).toEqual(polish.changes);
  });
});
