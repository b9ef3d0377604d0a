import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { runFunctionCall } from '../../../functions/providers/ai/openai/fitness-tool';
import {
  failureMessage,
  GENERIC_TASK_ERROR,
  isRetryable,
  TaskFailure,
} from '../../../functions/modules/tasks/task-errors';
import { AiError, AI_UNAVAILABLE } from '../../../functions/providers/ai/errors';

const saver = () =>
  vi.fn(
    async (args: { swimming_fitness_level: number; cycling_fitness_level: number; running_fitness_level: number }) => ({
      ok: true as const,
      levels: {
        swimLevel: args.swimming_fitness_level,
        bikeLevel: args.cycling_fitness_level,
        runLevel: args.running_fitness_level,
      },
    }),
  );

const outOfRange = fc.oneof(
  fc.double({ max: -0.0001, noNaN: true }),
  fc.double({ min: 100.0001, noNaN: true }),
  fc.constant(Number.NaN),
);
const notANumber = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer()));

describe('save_fitness_levels arguments', () => {
  it('never writes levels outside 0-100, NaN or non-numbers, and answers with an error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(outOfRange, notANumber), fc.integer({ min: 0, max: 2 }), async (bad, position) => {
        const save = saver();
        const args: unknown[] = [50, 50, 50];
        args[position] = bad;
        const [swimming, cycling, running] = args;
        const call = {
          name: 'save_fitness_levels',
          arguments: JSON.stringify({
            swimming_fitness_level: swimming,
            cycling_fitness_level: cycling,
            running_fitness_level: running,
          }),
        };
        const result = await runFunctionCall(call, save);
        expect(save).not.toHaveBeenCalled();
        expect(result.output).toHaveProperty('error');
        expect(result.saved).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('writes valid levels once, and refuses unknown functions, extra fields and broken JSON', async () => {
    const save = saver();
    expect(
      (
        await runFunctionCall(
          {
            name: 'save_fitness_levels',
            arguments: '{"swimming_fitness_level":0,"cycling_fitness_level":100,"running_fitness_level":42.5}',
          },
          save,
        )
      ).output,
    ).toMatchObject({ saved: true });
    expect(save).toHaveBeenCalledTimes(1);
    for (const call of [
      { name: 'delete_account', arguments: '{}' },
      { name: 'save_fitness_levels', arguments: '{"swimming_fitness_level":1' },
      {
        name: 'save_fitness_levels',
        arguments: '{"swimming_fitness_level":1,"cycling_fitness_level":1,"running_fitness_level":1,"admin":true}',
      },
    ]) {
      expect((await runFunctionCall(call, save)).output).toHaveProperty('error');
    }
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('task failures', () => {
  it('stores clear messages for known failures and hides internals', () => {
    expect(failureMessage(new TaskFailure('Your plan is missing.'))).toBe('Your plan is missing.');
    expect(failureMessage(new AiError(AI_UNAVAILABLE, true, 'OpenAI 503'))).toBe(AI_UNAVAILABLE);
    expect(failureMessage(new Error('ECONNRESET at socket 10.0.0.1'))).toBe(GENERIC_TASK_ERROR);
    expect(isRetryable(new AiError(AI_UNAVAILABLE, true))).toBe(true);
    expect(isRetryable(new AiError(AI_UNAVAILABLE, false))).toBe(false);
    expect(isRetryable(Object.assign(new Error('x'), { name: 'ProvisionedThroughputExceededException' }))).toBe(true);
  });
});
