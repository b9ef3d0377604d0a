import { act, cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanInput, PlanOverview } from '@shared/schemas/training';
import { buildPlanOverview } from '@shared/training/plan-overview';
import { localizedOverview } from '../../../web/src/features/plans/lib/overview-text';
import { planInputArb } from '../../unit/training/arbitraries';
import { planFixture, weekFixture, type PlanAnswer } from '../support/fixtures';
import { answer, fakeFetch, renderApp, testI18n, userFixture } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const fullDistance: PlanInput = {
  primaryEvent: {
    name: 'Ironman Frankfurt',
    date: '2027-06-27',
    type: 'full',
    swimDistance: 3800,
    bikeDistance: 180,
    runDistance: 42.2,
    bikeElevation: 1500,
    runElevation: 100,
  },
  secondaryEvents: [
    {
      name: 'Half in May',
      date: '2027-05-01',
      type: 'half',
      swimDistance: 1900,
      bikeDistance: 90,
      runDistance: 21.1,
      bikeElevation: null,
      runElevation: null,
    },
  ],
  fitness: { swimLevel: 35, bikeLevel: 60, runLevel: 50 },
  workoutDays: ['monday', 'tuesday', 'thursday', 'saturday', 'sunday'],
  workoutsPerWeek: 8,
  trainingPreferences: 'Long rides on Saturdays',
  personalDescription: 'Weak swimmer, 1.5 years of running',
  planStarts: '2026-12-07',
  today: '2026-12-04',
};

/** What the reader sees of an overview: everything but its codes. */
const written = ({ facts: _facts, ...text }: PlanOverview) => text;

describe('the plan overview in the reader language', () => {
  it('writes every part from the stored codes exactly as the engine writes it in that language', async () => {
    const inputs = [
      fullDistance,
      {
        ...fullDistance,
        workoutsPerWeek: 1,
        workoutDays: ['friday' as const],
        fitness: { swimLevel: 0, bikeLevel: 0, runLevel: 0 },
      },
      ...fc.sample(planInputArb, { numRuns: 25, seed: 26 }),
    ];
    const t = { en: (await testI18n('en')).t, pl: (await testI18n('pl')).t };
    for (const input of inputs)
      for (const [made, reader] of [
        ['en', 'pl'],
        ['pl', 'en'],
        ['en', 'en'],
      ] as const) {
        const stored = buildPlanOverview(input, { lang: made });
        const expected = written(buildPlanOverview(input, { lang: reader }));
        expect(written(localizedOverview(stored, t[reader], reader) as PlanOverview)).toEqual(expected);
      }
  }, 60_000);

  it('writes a part when a screen reads it, once: the summary card does not pay for every week of the plan', async () => {
    const { t } = await testI18n('en');
    const asked: string[] = [];
    const counting = ((key: string, options?: object) => {
      asked.push(key);
      return t(key, options as never);
    }) as typeof t;
    const shown = localizedOverview(buildPlanOverview(fullDistance, { lang: 'pl' }), counting, 'en');
    expect(asked).toEqual([]);
    const summary = shown.overallStrategySummary;
    expect(summary).toBe(buildPlanOverview(fullDistance, { lang: 'en' }).overallStrategySummary);
    expect(asked.some((key) => key.includes('.week.'))).toBe(false);
    const afterSummary = asked.length;
    expect(shown.overallStrategySummary).toBe(summary);
    expect(asked).toHaveLength(afterSummary);
    expect(Object.keys(shown.weeklyFocus ?? {}).length).toBeGreaterThan(20);
    expect(asked.some((key) => key.includes('.week.'))).toBe(true);
  });

  it('keeps what has no codes as written and still translates the engine phase names of an older plan', async () => {
    const { t } = await testI18n('pl');
    const { facts: _facts, ...older } = buildPlanOverview(fullDistance, { lang: 'en' });
    const shown = localizedOverview(
      {
        ...older,
        trainingPhases: [...older.trainingPhases, { ...older.trainingPhases[0]!, phaseName: 'Foundation block' }],
      },
      t,
      'pl',
    );
    expect(shown.trainingPhases?.map((p) => p.phaseName)).toEqual([
      'Baza',
      'Budowanie',
      'Szczyt formy',
      'Taper',
      'Tydzień startowy',
      'Foundation block',
    ]);
    expect(shown.overallStrategySummary).toBe(older.overallStrategySummary);
    expect(shown.trainingPhases?.[0]?.focus).toBe(older.trainingPhases[0]!.focus);
  });
});

describe('the training strategy screen', () => {
  function serve(overview: PlanAnswer['planOverview'], lang: 'en' | 'pl' = 'pl') {
    fakeFetch((c) => {
      if (c.path === '/api/user') return answer('getUser', userFixture({ lang }));
      if (c.path === '/api/plans')
        return answer('listPlans', [
          planFixture({
            id: 'plan-1',
            planStarts: '2026-12-07',
            primaryEventName: 'Ironman Frankfurt',
            primaryEventDate: '2027-06-27',
            primaryEventTypeId: 'full',
            primaryEventSwimDistance: 3800,
            primaryEventBikeDistance: 180,
            primaryEventRunDistance: 42.2,
            generationTaskId: 't-1',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            planOverview: overview,
          }),
        ]);
      if (c.path === '/api/weeks/active')
        return answer('activeWeek', weekFixture({ id: 'w', trainingPlanId: 'plan-1', firstDay: '2026-12-07' }));
      return undefined;
    });
  }

  it('shows a plan made in English in Polish, and in English again after switching back', async () => {
    serve(buildPlanOverview(fullDistance, { lang: 'en' }));
    const { i18n } = await renderApp('/modal/training-strategy', 'pl');
    const phases = await screen.findAllByTestId('strategy-phase', {}, { timeout: 30_000 });
    expect(phases.map((p) => within(p).getAllByText(/./)[1]?.textContent)).toEqual([
      'Baza',
      'Budowanie',
      'Szczyt formy',
      'Taper',
      'Tydzień startowy',
    ]);
    expect(
      screen.getByText(/^Ironman Frankfurt, 27 czerwca 2027: triathlon, pełny dystans \(Ironman\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Plan na \d+ tyg\./)).toBeInTheDocument();
    expect(within(screen.getByTestId('weekly-focus')).getAllByText(/Baza - /).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Aerobic endurance/)).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByText(/^Ironman Frankfurt on 27 June 2027: full distance \(Ironman\) race/),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('strategy-phase')[0]).toHaveTextContent('Base');
    expect(within(screen.getByTestId('weekly-focus')).getAllByText(/^Base - /).length).toBeGreaterThan(0);
  }, 60_000);

  it('shows an older plan without codes in Polish phase names and its text as it was written', async () => {
    const { facts: _facts, ...older } = buildPlanOverview(fullDistance, { lang: 'en' });
    serve(older);
    await renderApp('/modal/training-strategy', 'pl');
    const phases = await screen.findAllByTestId('strategy-phase', {}, { timeout: 30_000 });
    expect(phases[0]).toHaveTextContent('Baza');
    expect(screen.getByText(older.overallStrategySummary)).toBeInTheDocument();
  }, 60_000);
});
