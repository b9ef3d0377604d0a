import { describe, expect, it } from 'vitest';
import type { WeekView } from '@shared/schemas/weeks';
import type { SummaryFacts } from '@shared/schemas/summary-facts';
import type { WeekSummary } from '@shared/schemas/training';
import { summaryAnalysis } from '@shared/training/summary';
import { textFor } from '@shared/training/text';
import { athleteWithPlan, call, deliverTask, endsToday, readyWeek } from '../../support/week-fixtures';

describe('a week summarised in English, read after switching to Polish', () => {
  it('keeps the English text and, beside it, the codes the reader language writes from', async () => {
    const a = await athleteWithPlan(2);
    const { weekId } = await readyWeek(a);
    await endsToday(a.user.id);
    const start = await call(a.cookie, 'POST', '/api/weeks/summarize', {});
    expect(start.status).toBe(202);
    await deliverTask(a.user.id, start.body.taskId);
    expect((await call(a.cookie, 'POST', '/api/weeks/summarize/complete', { taskId: start.body.taskId })).status).toBe(
      200,
    );
    expect((await call(a.cookie, 'PATCH', '/api/user', { lang: 'pl' })).status).toBe(200);

    const weeks = (await call(a.cookie, 'GET', `/api/plans/${a.planId}/weeks`)).body as WeekView[];
    const summary = weeks.find((w) => w.id === weekId)!.summary as WeekSummary & { facts: SummaryFacts };
    expect(summary.analysis).toMatch(/^You completed 0 of \d+ planned sessions/);
    expect(summary.facts).toMatchObject({ done: 0, planned: expect.any(Number) });
    // The codes say what the stored text says, and say it in Polish too.
    expect(summaryAnalysis(summary.facts, textFor('en').summary)).toBe(summary.analysis);
    expect(summary.facts.suggestions.map((code) => textFor('en').summary[code])).toEqual(summary.nextWeekSuggestions);
    expect(summaryAnalysis(summary.facts, textFor('pl').summary)).toMatch(/^Wykonane treningi: 0 z \d+ zaplanowanych/);
  }, 90_000);
});
