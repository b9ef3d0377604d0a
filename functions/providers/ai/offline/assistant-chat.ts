import { addDays } from '@shared/calendar/days';
import type { AthleteContext, ChatInput, ChatReply } from '../chat-types';
import { actOnRequest } from './chat-actions';
import { textsFor } from './texts';

type Intent = 'today' | 'week' | 'progress' | 'tooEasy' | 'tooHard' | 'plan' | 'health' | 'fallback';

const INTENTS: Array<[Intent, RegExp]> = [
  ['health', /\b(pain|hurt|injur|sick|ill|fever)|ból|boli|kontuzj|chor|gorączk/],
  ['tooEasy', /too easy|easy for me|za łatw|zbyt łatw/],
  ['tooHard', /too hard|too difficult|exhaust|za trudn|za ciężk|zbyt ciężk|zmęcz/],
  ['today', /today|tonight|dzisiaj|dziś|dzis/],
  ['progress', /progress|how am i doing|improv|postęp|postep|jak mi idzie|forma/],
  ['week', /this week|my week|week|tydzień|tydzien|tygodni/],
  ['plan', /plan|race|event|phase|goal|zawody|start|faza|cel/],
];

export function detectIntent(message: string): Intent {
  const text = message.toLowerCase();
  return INTENTS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'fallback';
}

const minutes = (secs: number) => Math.round(secs / 60);

function workoutLine(w: NonNullable<AthleteContext['activeWeek']>['workouts'][number], t: ReturnType<typeof textsFor>) {
  return `- ${w.day ?? '—'}: ${w.details.workoutName} (${minutes(w.details.estimatedDurationInSecs)} min, ${w.isCompleted ? t.done : t.planned})`;
}

function reply(intent: Intent, a: AthleteContext): string {
  const t = textsFor(a.lang);
  const week = a.activeWeek;
  switch (intent) {
    case 'health':
      return t.health;
    case 'tooEasy':
      return t.tooEasy;
    case 'tooHard':
      return t.tooHard;
    case 'today': {
      if (!a.plan) return t.noPlan;
      if (!week) return t.noWeek;
      const today = week.workouts.find((w) => w.day === a.today);
      if (today)
        return t.todayWorkout(
          today.details.workoutName,
          minutes(today.details.estimatedDurationInSecs),
          today.details.description,
        );
      const next = week.workouts.find((w) => w.day !== null && w.day > a.today);
      return t.restDay(next ? `${next.details.workoutName} (${next.day})` : null);
    }
    case 'week':
      if (!a.plan) return t.noPlan;
      if (!week || week.workouts.length === 0) return t.noWeek;
      return t.weekList(week.workouts.map((w) => workoutLine(w, t)));
    case 'progress': {
      const since = addDays(a.today, -7);
      const recent = a.recentActivities.filter((x) => x.startTime.slice(0, 10) > since);
      if (!week && recent.length === 0) return a.plan ? t.noActivities : t.noPlan;
      const done = week?.workouts.filter((w) => w.isCompleted).length ?? 0;
      const total = week?.workouts.length ?? 0;
      const text = t.progress(done, total, minutes(recent.reduce((sum, x) => sum + x.durationSecs, 0)), recent.length);
      return recent.length === 0 ? `${text} ${t.noActivities}` : text;
    }
    case 'plan': {
      if (!a.plan) return t.noPlan;
      const p = a.plan;
      return t.plan(
        p.eventName,
        p.eventDate,
        p.weeksToEvent,
        p.phase?.name ?? null,
        p.weekFocus ?? p.phase?.focus ?? null,
      );
    }
    default:
      return t.fallback;
  }
}

/**
 * The offline coach's in-app chat: the requests it can act on become proposals (chat-actions.ts); the rest get
 * intent-based answers built from the athlete's stored plan, week and activities.
 */
export async function assistantTurn(input: ChatInput): Promise<ChatReply> {
  const acted = await actOnRequest(input.message, input.athlete, input.coachTools);
  if (acted !== null) return { message: acted, savedFitness: null };
  const t = textsFor(input.athlete.lang);
  const firstAnswer = !input.history.some((turn) => turn.role === 'assistant');
  const intent = detectIntent(input.message);
  const body = reply(intent, input.athlete);
  return { message: firstAnswer || intent === 'fallback' ? `${t.intro}\n\n${body}` : body, savedFitness: null };
}
