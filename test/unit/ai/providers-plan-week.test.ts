import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planOverviewToAi } from '@shared/schemas/training';
import { buildPlanOverview, buildWeekWorkouts, checkWeek } from '@shared/training/index';
import type { WeekBuildInput } from '@shared/training/types';
import { OPENAI_BUDGET, reasoningFor } from '../../../functions/providers/ai/openai/config';
import { withAiUsage } from '../../../functions/providers/ai/usage';
import { createOpenAiProvider } from '../../../functions/providers/ai/openai/openai-provider';
import { createOfflineCoach } from '../../../functions/providers/ai/offline/offline-coach';
import { weekCheckContext } from '../../../functions/providers/ai/week-check';
import { messageItem, responseObject, startFakeOpenAi, textAnswer, type FakeOpenAi } from '../../support/fake-openai';
import { fullDistance } from '../training/fixtures';
import { adaptationFactsForModel, deriveFacts } from '@shared/training/adaptation';
import { adaptGenerated } from '../../../functions/modules/weeks/adapt-generated';
import { livedFrom, missing } from '../training/adaptation/lived';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.stop());
afterEach(() => fake.reset());

const budget = { ...OPENAI_BUDGET, requestTimeoutMs: 2000, maxBackoffMs: 500, taskBudgetMs: 20_000, minRequestMs: 100 };
const openai = () => createOpenAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, budget });
const overview = buildPlanOverview(fullDistance, { lang: 'en' });
const weekInput: WeekBuildInput = {
  plan: fullDistance,
  planOverview: overview,
  weekFirstDay: '2026-11-30',
  trainingStyle: 'classic',
  lang: 'en',
};

describe('both providers on plans and weeks', () => {
  it('the offline coach returns a plan and a week that pass the guardrails', async () => {
    const coach = createOfflineCoach();
    const plan = await coach.generatePlan(fullDistance, { lang: 'en' });
    expect(plan.targetEvent).toBe('2027-06-27');
    const week = await coach.generateWeek({ ...weekInput, planOverview: plan });
    expect(week.workouts.length).toBeGreaterThan(0);
    expect(checkWeek(week, weekCheckContext({ ...weekInput, planOverview: plan })).ok).toBe(true);
  });

  it('OpenAI: the plan comes back in the strict array form and is stored in the seed map form', async () => {
    fake.enqueue(textAnswer(planOverviewToAi(overview)));
    const plan = await openai().generatePlan(fullDistance, { userId: 'u1', lang: 'pl' });
    const { facts: _facts, ...written } = overview;
    expect(plan).toEqual(written);
    const body = fake.requests[0]!.body;
    expect(body.text.format.name).toBe('plan_overview');
    expect(body.instructions).toContain('Ironman Frankfurt');
    expect(body.instructions).toContain('Polish');
  });

  it('OpenAI: plan and week ask a reasoning model for low effort (the answer must fit one request); other tasks and non-reasoning models send none', async () => {
    fake.enqueue(textAnswer(planOverviewToAi(overview)), textAnswer(buildWeekWorkouts(weekInput)));
    await openai().generatePlan(fullDistance, { lang: 'en' });
    await openai().generateWeek(weekInput);
    expect(fake.requests.map((request) => request.body.reasoning)).toEqual([{ effort: 'low' }, { effort: 'low' }]);
    expect(reasoningFor('plan', 'gpt-4.1')).toBeUndefined();
    expect(reasoningFor('chat', 'gpt-5')).toBeUndefined();
    expect(reasoningFor('week', 'o4-mini')).toEqual({ effort: 'low' });
  });

  it('OpenAI: the tokens of every answer a task receives are added up from response.usage', async () => {
    const week = buildWeekWorkouts(weekInput);
    const sunday = { ...week, workouts: week.workouts.map((w, i) => (i === 0 ? { ...w, day: '2026-12-06' } : w)) };
    const usage = {
      input_tokens: 1200,
      output_tokens: 3400,
      total_tokens: 4600,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens_details: { reasoning_tokens: 900 },
    };
    fake.enqueue(
      { json: responseObject([messageItem(JSON.stringify(sunday))], { usage }) },
      { json: responseObject([messageItem(JSON.stringify(week))], { usage }) },
    );
    const { usage: total } = await withAiUsage(() => openai().generateWeek(weekInput));
    expect(total).toEqual({ inputTokens: 2400, outputTokens: 6800, reasoningTokens: 1800, requests: 2 });
  });

  it('OpenAI: a week on a day the athlete cannot train is refused after one retry', async () => {
    const week = buildWeekWorkouts(weekInput);
    const sunday = { ...week, workouts: week.workouts.map((w, i) => (i === 0 ? { ...w, day: '2026-12-06' } : w)) };
    fake.enqueue(textAnswer(sunday), textAnswer(sunday));
    await expect(openai().generateWeek(weekInput)).rejects.toMatchObject({
      userMessage: expect.stringContaining('failed our checks'),
    });
    expect(fake.requests).toHaveLength(2);
    fake.reset();
    fake.enqueue(textAnswer(week));
    await expect(openai().generateWeek(weekInput)).resolves.toMatchObject({ workouts: week.workouts });
  });

  it('OpenAI: the week prompt carries what the last weeks say, and the answer is held to the same adaptation', async () => {
    const last = buildWeekWorkouts({ ...weekInput, weekFirstDay: '2026-11-23' });
    const facts = deriveFacts({
      lived: [livedFrom(last, '2026-11-23', missing(last, 'RUNNING', 2), ['my knee hurts'])],
      form: null,
      today: '2026-11-30',
      lang: 'en',
    });
    const input = {
      ...weekInput,
      previousWeeks: [{ volume: { swim: 200, bike: 400, run: 250 } }],
      adaptationFacts: adaptationFactsForModel(facts, 'en'),
    };
    // A model that ignores the facts: the plain week, as if nothing had happened.
    const plain = buildWeekWorkouts(input);
    fake.enqueue(textAnswer(plain));
    const answered = await openai().generateWeek(input);
    expect(fake.requests[0]!.body.instructions).toContain('last week 2 missed');
    expect(fake.requests[0]!.body.instructions).toContain('my knee hurts');
    const adapted = adaptGenerated(answered, facts, input);
    expect(adapted.changes.some((c) => c.reasons.includes('missed-sessions') && c.reasons.includes('injury'))).toBe(
      true,
    );
    expect(checkWeek(adapted.week, weekCheckContext(input)).ok).toBe(true);
  });
});
