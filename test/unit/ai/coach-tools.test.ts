import { describe, expect, it, vi } from 'vitest';
import type { CoachTools } from '../../../functions/providers/ai/chat-types';
import { coachFunctionTools, runCoachCall } from '../../../functions/providers/ai/openai/coach-tools';

const tools = (): CoachTools => ({
  report_sick: vi.fn(async () => ({ status: 'nothing' as const, reason: 'Nothing is planned.' })),
  move_workout: vi.fn(async () => ({
    status: 'proposed' as const,
    proposalId: 'p-1',
    title: 'Move Long ride',
    lines: ['Long ride moves from Saturday to Sunday.'],
  })),
  limit_day_minutes: vi.fn(async () => ({
    status: 'refused' as const,
    proposalId: 'p-2',
    reason: 'Friday is already gone.',
  })),
  block_out_dates: vi.fn(async () => ({ status: 'nothing' as const, reason: '' })),
});

describe("the OpenAI coach's tools", () => {
  it('are four strict function tools: every field required, nothing else allowed', () => {
    expect(coachFunctionTools.map((t) => t.name)).toEqual([
      'report_sick',
      'move_workout',
      'limit_day_minutes',
      'block_out_dates',
    ]);
    for (const tool of coachFunctionTools) {
      const parameters = tool.parameters as {
        properties: Record<string, unknown>;
        required: string[];
        additionalProperties: boolean;
      };
      expect(tool.strict).toBe(true);
      expect(parameters.additionalProperties).toBe(false);
      expect(parameters.required.sort()).toEqual(Object.keys(parameters.properties).sort());
    }
  });

  it('answers a proposal, a refusal and nothing to do in words the model can pass on', async () => {
    const t = tools();
    expect(
      await runCoachCall(
        { name: 'move_workout', arguments: JSON.stringify({ workout_id: 'w-1', to_date: '2026-11-29' }) },
        t,
      ),
    ).toMatchObject({ proposed: true, changes: ['Long ride moves from Saturday to Sunday.'] });
    expect(t.move_workout).toHaveBeenCalledWith({ workout_id: 'w-1', to_date: '2026-11-29' });
    expect(
      await runCoachCall({ name: 'limit_day_minutes', arguments: '{"date":"2026-11-27","minutes":40}' }, t),
    ).toMatchObject({ refused: true, reason: 'Friday is already gone.' });
    expect(await runCoachCall({ name: 'report_sick', arguments: '{"date":"2026-11-27"}' }, t)).toEqual({
      proposed: false,
      reason: 'Nothing is planned.',
    });
  });

  it('checks the arguments again: bad ones, unknown functions and broken JSON reach no tool', async () => {
    const t = tools();
    expect(
      await runCoachCall({ name: 'move_workout', arguments: '{"workout_id":"w-1","to_date":"Sunday"}' }, t),
    ).toMatchObject({ error: expect.stringContaining('to_date') });
    expect(
      await runCoachCall({ name: 'limit_day_minutes', arguments: '{"date":"2026-11-27","minutes":-5}' }, t),
    ).toMatchObject({ error: expect.stringContaining('minutes') });
    expect(await runCoachCall({ name: 'report_sick', arguments: '{"date":"2026-11-27","extra":1}' }, t)).toMatchObject({
      error: expect.any(String),
    });
    expect(await runCoachCall({ name: 'delete_week', arguments: '{}' }, t)).toEqual({
      error: 'Unknown function delete_week',
    });
    expect(await runCoachCall({ name: 'report_sick', arguments: '{' }, t)).toEqual({
      error: 'Arguments are not valid JSON',
    });
    for (const fn of Object.values(t)) expect(fn).not.toHaveBeenCalled();
  });
});
