import { parseChatRequest, resolveWorkout, type ChatRequest } from '@shared/training/chat-requests';
import { displayName } from '@shared/weeks/workout-display';
import type { AthleteContext, CoachToolResult, CoachTools } from '../chat-types';
import { textsFor } from './texts';

function toolCall(request: ChatRequest, athlete: AthleteContext, tools: CoachTools): Promise<CoachToolResult> | string {
  const t = textsFor(athlete.lang);
  switch (request.kind) {
    case 'sick':
      return tools.report_sick({ date: request.date });
    case 'minutes':
      return tools.limit_day_minutes({ date: request.date, minutes: request.minutes });
    case 'away':
      return tools.block_out_dates({ from: request.from, to: request.to, note: request.note });
    case 'move': {
      const week = athlete.activeWeek;
      if (!week) return athlete.plan ? t.noWeek : t.noPlan;
      const found = resolveWorkout(request.workout, week.workouts, athlete.today);
      if (found.kind === 'none') return t.noSession;
      if (found.kind === 'several') {
        const names = found.workoutIds
          .map((id) => week.workouts.find((w) => w.id === id)!)
          .map((w) => `${displayName(w.details.workoutName)} (${w.day})`);
        return t.whichSession(names);
      }
      return tools.move_workout({ workout_id: found.workoutId, to_date: request.to });
    }
  }
}

/**
 * The offline coach acting on the four requests it understands (shared/training/chat-requests): the same tools the
 * OpenAI coach calls, so the same proposal (or refusal) comes out. Null: the message is not such a request.
 */
export async function actOnRequest(
  message: string,
  athlete: AthleteContext,
  tools: CoachTools | undefined,
): Promise<string | null> {
  if (!tools) return null;
  const request = parseChatRequest(message, athlete.today);
  if (!request) return null;
  const t = textsFor(athlete.lang);
  const outcome = await toolCall(request, athlete, tools);
  if (typeof outcome === 'string') return outcome;
  if (outcome.status === 'proposed') return t.proposed(outcome.title);
  if (outcome.status === 'refused') return t.refused(outcome.reason);
  return outcome.reason;
}
