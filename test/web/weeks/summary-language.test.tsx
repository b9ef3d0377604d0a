import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '@shared/calendar/days';
import { mondayAfter } from '@shared/calendar/weekdays';
import type { SummaryFacts } from '@shared/schemas/summary-facts';
import type { WeekSummary } from '@shared/schemas/training';
import { summaryAnalysis } from '@shared/training/summary';
import { textFor } from '@shared/training/text';
import { summaryAnalysisText, summarySuggestionTexts } from '../../../web/src/features/weeks/past/summary-text';
import { planFixture, weekFixture } from '../support/fixtures';
import { answer, fakeFetch, renderApp, testI18n, userFixture } from '../support/render';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const count = fc.integer({ min: 0, max: 25 });
const factsArb: fc.Arbitrary<SummaryFacts> = fc.record({
  done: count,
  planned: count,
  compliance: fc.integer({ min: 0, max: 100 }),
  skipped: count,
  notReported: count,
  perSport: fc
    .subarray(['swim', 'bike', 'run'] as const)
    .chain((sports) =>
      fc.tuple(...sports.map((sport) => fc.record({ sport: fc.constant(sport), done: count, planned: count }))),
    ),
  missedKey: fc.array(fc.constantFrom('Long Run 1h40', 'Długi bieg 1h40', 'Bike Intervals 5x4'), { maxLength: 3 }),
  allKeyDone: fc.boolean(),
  extra: count,
  suggestions: fc.subarray([
    'nothingPlanned',
    'nothingKnown',
    'great',
    'onTrack',
    'hold',
    'reset',
    'repeatLong',
    'countExtra',
  ] as const),
});

describe('the week summary written in the reader language', () => {
  it('says the analysis and the suggestions word for word as the engine says them in that language', async () => {
    for (const lang of ['en', 'pl'] as const) {
      const { t } = await testI18n(lang);
      const engine = textFor(lang).summary;
      fc.assert(
        fc.property(factsArb, (f) => {
          expect(summaryAnalysisText(f, t)).toBe(summaryAnalysis(f, engine));
          expect(summarySuggestionTexts(f, t)).toEqual(f.suggestions.map((code) => engine[code]));
        }),
        { numRuns: 400, seed: 26 },
      );
    }
  });

  const today = localDay(new Date());
  const firstDay = addDays(mondayAfter(today), -14);
  const facts: SummaryFacts = {
    done: 4,
    planned: 5,
    compliance: 83,
    skipped: 1,
    notReported: 0,
    perSport: [{ sport: 'run', done: 60, planned: 90 }],
    missedKey: [],
    allKeyDone: true,
    extra: 0,
    suggestions: ['onTrack'],
  };
  const summaryIn = (lang: 'en' | 'pl'): WeekSummary & { facts?: SummaryFacts } => ({
    compliancePercent: 83,
    volumeBySport: {
      swim: { plannedMinutes: 0, doneMinutes: 0, plannedSessions: 0, doneSessions: 0 },
      bike: { plannedMinutes: 0, doneMinutes: 0, plannedSessions: 0, doneSessions: 0 },
      run: { plannedMinutes: 90, doneMinutes: 60, plannedSessions: 5, doneSessions: 4 },
    },
    missedKeySessions: [],
    analysis: summaryAnalysis(facts, textFor(lang).summary),
    nextWeekSuggestions: [textFor(lang).summary.onTrack],
    matchedWorkouts: [],
    facts,
  });

  function serve(summary: unknown) {
    fakeFetch((c) => {
      if (c.path === '/api/user') return answer('getUser', userFixture({ lang: 'pl' }));
      if (c.path === '/api/plans') return answer('listPlans', [planFixture({ id: 'p-1' })]);
      if (c.path === '/api/plans/p-1/weeks')
        return answer('listPlanWeeks', [weekFixture({ id: 'w-1', firstDay, active: false, summary })]);
      if (c.path === '/api/weeks/w-1/workouts') return answer('weekWorkouts', []);
      if (c.path === '/api/activities') return answer('listActivities', []);
      return undefined;
    });
  }

  it('shows a week summarised in English in Polish', async () => {
    serve(summaryIn('en'));
    await renderApp('/plans/p-1/weeks/w-1', 'pl');
    expect(await screen.findByTestId('past-week-analysis', {}, { timeout: 30_000 })).toHaveTextContent(
      'Wykonane treningi: 4 z 5 zaplanowanych (83 % planowanego czasu). Opuszczone treningi (z podanym powodem): 1. Wykonano / plan: bieg 60/90 min. Wszystkie kluczowe treningi zostały wykonane.',
    );
    expect(screen.getByText(/^W większości zgodnie z planem/)).toBeInTheDocument();
    expect(screen.queryByText(/You completed/)).toBeNull();
  });

  it('shows a model summary (no codes) as it was written', async () => {
    const { facts: _facts, ...model } = summaryIn('en');
    serve({ ...model, analysis: 'A solid week: the long ride was done in full.' });
    await renderApp('/plans/p-1/weeks/w-1', 'pl');
    expect(await screen.findByTestId('past-week-analysis', {}, { timeout: 30_000 })).toHaveTextContent(
      'A solid week: the long ride was done in full.',
    );
  });
});
