import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkoutDetails } from '@shared/schemas/training';
import { finishWorkout, hr, mins, repeat, step } from '@shared/training/steps';
import type { AthleteContext, ChatInput } from '../../../functions/providers/ai/chat-types';
import {
  AiError,
  AI_INCOMPLETE_ANSWER,
  AI_INVALID_ANSWER,
  AI_REFUSED,
  AI_UNAVAILABLE,
} from '../../../functions/providers/ai/errors';
import { createOpenAiProvider } from '../../../functions/providers/ai/openai/openai-provider';
import { OPENAI_BUDGET } from '../../../functions/providers/ai/openai/config';
import {
  errorAnswer,
  functionCallItem,
  rateLimitAnswer,
  incompleteAnswer,
  messageItem,
  responseObject,
  startFakeOpenAi,
  textAnswer,
  type FakeOpenAi,
} from '../../support/fake-openai';

let fake: FakeOpenAi;
const shortBudget = {
  ...OPENAI_BUDGET,
  requestTimeoutMs: 400,
  maxBackoffMs: 1000,
  taskBudgetMs: 10_000,
  minRequestMs: 100,
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.stop());
afterEach(() => {
  fake.reset();
  vi.unstubAllEnvs();
});

const provider = () => createOpenAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, budget: shortBudget });

const tempoRun: WorkoutDetails = finishWorkout('Tempo run', 'Steady tempo with easy ends', 'RUNNING', [
  step('WARMUP', mins(15), hr(2), 'Easy warm-up'),
  repeat(3, [step('INTERVAL', mins(8), hr(4), 'Tempo'), step('RECOVERY', mins(2), hr(1), 'Jog')]),
  step('COOLDOWN', mins(10), hr(1), 'Easy cool-down'),
]);

const workoutInput = {
  sport: 'RUNNING' as const,
  prompt: 'I have 1h for a run',
  fitness: { swimLevel: 40, bikeLevel: 55, runLevel: 62 },
  lang: 'pl' as const,
};

function everyObjectIsClosed(schema: any, path = '$'): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const problems: string[] = [];
  if (schema.type === 'object') {
    if (schema.additionalProperties !== false) problems.push(`${path}: additionalProperties`);
    const props = Object.keys(schema.properties ?? {});
    if ([...props].sort().join() !== [...(schema.required ?? [])].sort().join()) problems.push(`${path}: required`);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (value && typeof value === 'object') problems.push(...everyObjectIsClosed(value, `${path}.${key}`));
  }
  return problems;
}

describe('OpenAI provider: structured outputs', () => {
  it('sends a strict JSON schema, the task model, prompt with the athlete data and language, and a hashed safety id', async () => {
    vi.stubEnv('OPENAI_MODEL_WORKOUT', 'gpt-test-workout');
    fake.enqueue(textAnswer(tempoRun));
    const workout = await provider().generateWorkout(workoutInput, { userId: 'user-123' });

    expect(workout.workoutName).toBe('Tempo run');
    expect(workout.estimatedDurationInSecs).toBe(tempoRun.estimatedDurationInSecs);
    expect(fake.requests).toHaveLength(1);
    const { path, body, headers } = fake.requests[0]!;
    expect(path).toBe('/v1/responses');
    expect(headers.authorization).toBe('Bearer sk-test');
    expect(body.model).toBe('gpt-test-workout');
    expect(body.instructions).toContain('Polish');
    expect(body.instructions).toContain('"runLevel": 62');
    expect(body.input).toBe('I have 1h for a run');
    expect(body.max_output_tokens).toBeGreaterThan(0);
    expect(body.safety_identifier).toMatch(/^tricoach-[0-9a-f]{32}$/);
    expect(body.safety_identifier).not.toContain('user-123');
    expect(body.text.format).toMatchObject({ type: 'json_schema', name: 'workout', strict: true });
    expect(body.text.format.schema.type).toBe('object');
    expect(everyObjectIsClosed(body.text.format.schema)).toEqual([]);
  });

  it('retries once after invalid JSON and returns the second, valid answer', async () => {
    fake.enqueue({ json: responseObject([messageItem('{"workoutName": oops')]) }, textAnswer(tempoRun));
    const workout = await provider().generateWorkout(workoutInput);
    expect(workout.sport).toBe('RUNNING');
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with a clear message after two answers that break the schema', async () => {
    const offSchema = { ...tempoRun, steps: 'none' };
    fake.enqueue(textAnswer(offSchema), textAnswer(offSchema));
    const error = await provider()
      .generateWorkout(workoutInput)
      .catch((e) => e);
    expect(error).toBeInstanceOf(AiError);
    expect(error.userMessage).toBe(AI_INVALID_ANSWER);
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it('accepts an answer the engine can repair (step durations summed again) in one request', async () => {
    fake.enqueue(textAnswer({ ...tempoRun, estimatedDurationInSecs: 60 }));
    const workout = await provider().generateWorkout(workoutInput);
    expect(workout.estimatedDurationInSecs).toBe(tempoRun.estimatedDurationInSecs);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses answers the guardrails reject even after repair (an impossible running pace), after one retry', async () => {
    const impossible = {
      ...tempoRun,
      steps: [
        {
          ...step('ACTIVE', mins(30), hr(2), 'Run'),
          targetType: 'PACE',
          targetValue: null,
          targetValueLow: 40,
          targetValueHigh: 45,
        },
      ],
    };
    fake.enqueue(textAnswer(impossible), textAnswer(impossible));
    const error = await provider()
      .generateWorkout(workoutInput)
      .catch((e) => e);
    expect(error.userMessage).toBe(AI_INVALID_ANSWER);
    expect(error.message).toContain('implausible');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries an incomplete answer once, then fails as incomplete', async () => {
    fake.enqueue(incompleteAnswer(), incompleteAnswer());
    const error = await provider()
      .generateWorkout(workoutInput)
      .catch((e) => e);
    expect(error.userMessage).toBe(AI_INCOMPLETE_ANSWER);
    expect(fake.requests).toHaveLength(2);
  });

  it('turns repeated 500s into a retryable "unavailable" error after the SDK retry', async () => {
    fake.enqueue(errorAnswer(500), errorAnswer(500));
    const error = await provider()
      .generateWorkout(workoutInput)
      .catch((e) => e);
    expect(error).toBeInstanceOf(AiError);
    expect(error.userMessage).toBe(AI_UNAVAILABLE);
    expect(error.retryable).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('hands a 429 whose Retry-After outlives the backoff budget straight back, marked rate-limited, without waiting', async () => {
    fake.enqueue(rateLimitAnswer(60));
    const started = Date.now();
    const error = await provider()
      .generateWorkout(workoutInput)
      .catch((e) => e);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(fake.requests).toHaveLength(1);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({
      userMessage: AI_UNAVAILABLE,
      retryable: true,
      rateLimited: true,
      retryAfterSeconds: 60,
    });
  });

  it('lets the SDK retry a 429 whose Retry-After fits the backoff budget', async () => {
    fake.enqueue(rateLimitAnswer(0.2), textAnswer(tempoRun));
    const workout = await provider().generateWorkout(workoutInput);
    expect(workout.workoutName).toBe('Tempo run');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not treat an exhausted quota (429 insufficient_quota) as a wait', async () => {
    fake.enqueue(rateLimitAnswer(60, 'insufficient_quota'));
    const error = await provider()
      .generateWorkout(workoutInput)
      .catch((e) => e);
    expect(error.rateLimited).toBe(false);
  });

  it('does not retry a 400', async () => {
    fake.enqueue(errorAnswer(400, 'bad request'));
    const error = await provider()
      .generateWorkout(workoutInput)
      .catch((e) => e);
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a hanging request and reports it as retryable', async () => {
    fake.enqueue({ hang: true }, { hang: true });
    const started = Date.now();
    const error = await provider()
      .generateWorkout(workoutInput)
      .catch((e) => e);
    expect(error.userMessage).toBe(AI_UNAVAILABLE);
    expect(error.retryable).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('keeps a modification unchanged when the model did not understand it', async () => {
    fake.enqueue(
      textAnswer({
        workout: { ...tempoRun, workoutName: 'Something else' },
        understood: false,
        explanation: 'Unclear request',
      }),
    );
    const result = await provider().modifyWorkout({ workout: tempoRun, request: 'blorp', context: { lang: 'en' } });
    expect(result.understood).toBe(false);
    expect(result.workout).toEqual(tempoRun);
    expect(fake.requests[0]!.body.input).toBe('blorp');
  });
});

const athlete: AthleteContext = {
  name: 'Ala',
  lang: 'en',
  today: '2026-11-22',
  fitness: null,
  plan: null,
  activeWeek: null,
  recentActivities: [],
};

describe('OpenAI provider: chat and the save_fitness_levels loop', () => {
  it('answers each function call by call_id, re-validates arguments and writes only valid levels', async () => {
    const first = responseObject([
      functionCallItem(
        'save_fitness_levels',
        { swimming_fitness_level: 30, cycling_fitness_level: 60, running_fitness_level: 150 },
        'call_bad',
      ),
      functionCallItem(
        'save_fitness_levels',
        { swimming_fitness_level: 30, cycling_fitness_level: 60, running_fitness_level: 55 },
        'call_good',
      ),
    ]);
    fake.enqueue({ json: first }, textAnswer('Saved! You can continue.'));
    const saved: unknown[] = [];
    const input: ChatInput = {
      mode: 'assessment',
      athlete,
      history: [{ role: 'assistant', content: 'How often do you run?' }],
      message: 'Three times a week, 30 km',
      saveFitnessLevels: async (args) => {
        saved.push(args);
        return {
          ok: true,
          levels: {
            swimLevel: args.swimming_fitness_level,
            bikeLevel: args.cycling_fitness_level,
            runLevel: args.running_fitness_level,
          },
        };
      },
    };
    const reply = await provider().chat(input, { userId: 'u1' });

    expect(reply).toEqual({
      message: 'Saved! You can continue.',
      savedFitness: { swimLevel: 30, bikeLevel: 60, runLevel: 55 },
    });
    expect(saved).toEqual([{ swimming_fitness_level: 30, cycling_fitness_level: 60, running_fitness_level: 55 }]);
    const [req1, req2] = fake.requests.map((r) => r.body);
    expect(req1.tools).toEqual([
      expect.objectContaining({
        type: 'function',
        name: 'save_fitness_levels',
        strict: true,
        parameters: expect.objectContaining({
          additionalProperties: false,
          required: ['swimming_fitness_level', 'cycling_fitness_level', 'running_fitness_level'],
        }),
      }),
    ]);
    expect(req1.input).toEqual([
      { type: 'message', role: 'assistant', content: 'How often do you run?' },
      { type: 'message', role: 'user', content: 'Three times a week, 30 km' },
    ]);
    // Nothing is stored at OpenAI: the second request carries the whole turn (history, the calls, their outputs).
    expect([req1.store, req2.store]).toEqual([false, false]);
    expect(req2.previous_response_id).toBeUndefined();
    expect(req2.instructions).toBe(req1.instructions);
    expect(req2.input.map((i: any) => [i.type, i.call_id])).toEqual([
      ['message', undefined],
      ['message', undefined],
      ['function_call', 'call_bad'],
      ['function_call', 'call_good'],
      ['function_call_output', 'call_bad'],
      ['function_call_output', 'call_good'],
    ]);
    expect(JSON.parse(req2.input[4].output)).toHaveProperty('error');
    expect(JSON.parse(req2.input[5].output)).toMatchObject({ saved: true });
  });

  it('uses the assistant row model and system prompt in the in-app chat, without tools', async () => {
    fake.enqueue(textAnswer('Rest today.'));
    const reply = await provider().chat({
      mode: 'assistant',
      athlete: { ...athlete, lang: 'pl' },
      history: [],
      message: 'Co dziś?',
      assistant: { systemPrompt: 'SYSTEM-PROMPT-X', modelId: 'gpt-assistant' },
    });
    expect(reply.message).toBe('Rest today.');
    const body = fake.requests[0]!.body;
    expect(body.model).toBe('gpt-assistant');
    expect(body.instructions.startsWith('SYSTEM-PROMPT-X')).toBe(true);
    expect(body.instructions).toContain('Polish');
    expect(body.tools).toBeUndefined();
  });

  it('recognises a refusal in the chat as well as the content filter', async () => {
    const refusal = {
      type: 'message',
      id: 'msg_r',
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'refusal', refusal: 'I can’t help with that.' }],
    };
    fake.enqueue({ json: responseObject([refusal]) });
    const error = await provider()
      .chat({ mode: 'assistant', athlete, history: [], message: 'Something unsafe' })
      .catch((e) => e);
    expect(error).toMatchObject({ userMessage: AI_REFUSED, retryable: false });
    expect(fake.requests).toHaveLength(1);
  });

  it('fails clearly when the chat answer stays incomplete', async () => {
    fake.enqueue(incompleteAnswer(''), incompleteAnswer(''));
    const error = await provider()
      .chat({ mode: 'assistant', athlete, history: [], message: 'Hi' })
      .catch((e) => e);
    expect(error.userMessage).toBe(AI_INCOMPLETE_ANSWER);
  });
});
