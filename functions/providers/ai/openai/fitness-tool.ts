import type { FunctionTool } from 'openai/resources/responses/responses';
import { FITNESS_FUNCTION_NAME, saveFitnessLevelsArgs } from '@shared/schemas/chat';
import type { ChatInput, SaveFitnessResult } from '../chat-types';

const level = (sport: string) => ({
  type: 'number',
  minimum: 0,
  maximum: 100,
  description: `${sport} fitness level, 0 (never done it) to 100 (elite)`,
});

/** The seed's save_fitness_levels function, as a strict function tool: three numbers 0-100, all required. */
export const fitnessTool: FunctionTool = {
  type: 'function',
  name: FITNESS_FUNCTION_NAME,
  description:
    "Saves the athlete's assessed fitness levels once you know enough about their swimming, cycling and running.",
  strict: true,
  parameters: {
    type: 'object',
    properties: {
      swimming_fitness_level: level('Swimming'),
      cycling_fitness_level: level('Cycling'),
      running_fitness_level: level('Running'),
    },
    required: ['swimming_fitness_level', 'cycling_fitness_level', 'running_fitness_level'],
    additionalProperties: false,
  },
};

/**
 * Answers one function call. Arguments are re-validated (0-100) even in strict mode: invalid ones get an error
 * output and nothing is written.
 */
export async function runFunctionCall(
  call: { name: string; arguments: string },
  save: ChatInput['saveFitnessLevels'],
): Promise<{ output: Record<string, unknown>; saved: SaveFitnessResult | null }> {
  if (call.name !== FITNESS_FUNCTION_NAME || !save)
    return { output: { error: `Unknown function ${call.name}` }, saved: null };
  let raw: unknown;
  try {
    raw = JSON.parse(call.arguments);
  } catch {
    return { output: { error: 'Arguments are not valid JSON' }, saved: null };
  }
  const args = saveFitnessLevelsArgs.safeParse(raw);
  if (!args.success) return { output: { error: 'Each level must be a number from 0 to 100' }, saved: null };
  const saved = await save(args.data);
  return { output: saved.ok ? { saved: true, levels: saved.levels } : { error: saved.error }, saved };
}
