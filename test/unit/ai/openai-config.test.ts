import { zodTextFormat } from 'openai/helpers/zod';
import { describe, expect, it } from 'vitest';
import {
  generatedWeekSchema,
  modifiedWorkoutSchema,
  planOverviewAiSchema,
  weekSummarySchema,
  workoutDetailsSchema,
} from '@shared/schemas/training';
import { WORKER_TIMEOUT_SECONDS } from '../../../functions/queues/definition';
import { DEFAULT_MODEL, modelFor, OPENAI_BUDGET } from '../../../functions/providers/ai/openai/config';
import { createDeadline } from '../../../functions/providers/ai/openai/deadline';
import { AI_TASKS } from '../../../functions/providers/ai/openai/config';
import { promptTemplate, renderPrompt } from '../../../functions/providers/ai/openai/prompts';

function openObjects(schema: any, path = '$'): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const problems: string[] = [];
  if (schema.type === 'object') {
    if (schema.additionalProperties !== false) problems.push(`${path} allows extra properties`);
    const missing = Object.keys(schema.properties ?? {}).filter((k) => !(schema.required ?? []).includes(k));
    if (missing.length) problems.push(`${path} does not require ${missing.join(', ')}`);
  }
  for (const [key, value] of Object.entries(schema))
    if (value && typeof value === 'object') problems.push(...openObjects(value, `${path}.${key}`));
  return problems;
}

describe('OpenAI configuration', () => {
  it('keeps every request, its retries and backoff inside the worker timeout', () => {
    const { requestTimeoutMs, maxRetries, maxBackoffMs, taskBudgetMs } = OPENAI_BUDGET;
    expect(requestTimeoutMs * (maxRetries + 1) + maxRetries * maxBackoffMs).toBeLessThanOrEqual(taskBudgetMs);
    expect(taskBudgetMs).toBeLessThan(WORKER_TIMEOUT_SECONDS * 1000);
  });

  it('shortens requests and drops retries as the task budget runs out', () => {
    let now = 0;
    const deadline = createDeadline(OPENAI_BUDGET, () => now);
    expect(deadline.requestOptions()).toEqual({
      timeout: OPENAI_BUDGET.requestTimeoutMs,
      maxRetries: OPENAI_BUDGET.maxRetries,
    });
    now = OPENAI_BUDGET.taskBudgetMs - 20_000;
    const late = deadline.requestOptions();
    expect(late.maxRetries).toBe(0);
    expect(late.timeout).toBeLessThan(20_000);
    now = OPENAI_BUDGET.taskBudgetMs - 1000;
    expect(() => deadline.requestOptions()).toThrow(/unavailable/i);
  });

  it('reads the model per task from OPENAI_MODEL_<TASK>', () => {
    expect(modelFor('plan', { OPENAI_MODEL_PLAN: 'gpt-x' })).toBe('gpt-x');
    expect(modelFor('chat', {})).toBe(DEFAULT_MODEL);
  });

  it.each([
    ['plan_overview', planOverviewAiSchema],
    ['training_week', generatedWeekSchema],
    ['workout', workoutDetailsSchema],
    ['modified_workout', modifiedWorkoutSchema],
    ['week_summary', weekSummarySchema],
  ])('%s converts to a strict JSON schema: closed objects, every field required', (name, schema) => {
    const format = zodTextFormat(schema, name);
    expect(format.strict).toBe(true);
    expect((format.schema as any).type).toBe('object');
    expect(openObjects(format.schema)).toEqual([]);
  });

  it('has a prompt file per task that takes the athlete data and the language', () => {
    for (const task of AI_TASKS) {
      expect(promptTemplate(task)).toContain('{{data}}');
      expect(promptTemplate(task)).toContain('{{language}}');
    }
    const rendered = renderPrompt('chat', 'pl', { name: 'Ola' });
    expect(rendered).toContain('Polish');
    expect(rendered).toContain('"name": "Ola"');
  });
});
