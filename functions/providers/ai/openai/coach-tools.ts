import { zodResponsesFunction } from 'openai/helpers/zod';
import type { FunctionTool } from 'openai/resources/responses/responses';
import { coachToolArgs, type CoachToolName } from '@shared/schemas/chat-proposal';
import type { CoachToolResult, CoachTools } from '../chat-types';

const DESCRIPTIONS: Record<CoachToolName, string> = {
  report_sick:
    "Proposes rest on a day the athlete is ill: that day's sessions are marked skipped (ill). Use when the athlete says they are sick or ill. date: YYYY-MM-DD, usually today.",
  move_workout:
    "Proposes moving one session of the athlete's active week to another day of that week. workout_id: the id of a session in the athlete's data; to_date: YYYY-MM-DD, today or later, inside the week.",
  limit_day_minutes:
    'Proposes fitting a day to the minutes the athlete has that day (e.g. "I only have 40 minutes tomorrow"): key sessions move to a free day, others are shortened or skipped. date: YYYY-MM-DD; minutes: whole minutes available.',
  block_out_dates:
    'Proposes blocking out days the athlete cannot train (travel, holidays), and re-planning what the current week had on them. from, to: YYYY-MM-DD (inclusive); note: a short reason, or null.',
};

/** The in-app chat's four tools as strict function tools (JSON schemas made from the same zod schemas the server checks with). */
export const coachFunctionTools: FunctionTool[] = (Object.keys(coachToolArgs) as CoachToolName[]).map((name) =>
  zodResponsesFunction({ name, parameters: coachToolArgs[name], description: DESCRIPTIONS[name] }),
);

const isCoachTool = (name: string): name is CoachToolName => Object.hasOwn(coachToolArgs, name);

/** What the model reads back: a proposal shown to the athlete as a card, a refusal to explain, or nothing to do. */
function outputOf(result: CoachToolResult): Record<string, unknown> {
  if (result.status === 'proposed')
    return {
      proposed: true,
      title: result.title,
      changes: result.lines,
      note: 'The athlete sees this as a card with Accept / Keep; nothing changes until they accept.',
    };
  if (result.status === 'refused')
    return {
      refused: true,
      reason: result.reason,
      note: 'The safety checks refused this: tell the athlete why, and do not claim it was done.',
    };
  return { proposed: false, reason: result.reason };
}

/** Answers one coach function call. Arguments are checked again on the server, strict mode or not; bad ones change nothing. */
export async function runCoachCall(
  call: { name: string; arguments: string },
  tools: CoachTools,
): Promise<Record<string, unknown>> {
  if (!isCoachTool(call.name)) return { error: `Unknown function ${call.name}` };
  let raw: unknown;
  try {
    raw = JSON.parse(call.arguments);
  } catch {
    return { error: 'Arguments are not valid JSON' };
  }
  const args = coachToolArgs[call.name].safeParse(raw);
  if (!args.success)
    return {
      error: `Invalid arguments: ${args.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ')}`,
    };
  const run = tools[call.name] as (a: typeof args.data) => Promise<CoachToolResult>;
  return outputOf(await run(args.data));
}
