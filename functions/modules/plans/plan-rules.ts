import { badRequest } from '../../lib/errors';
import { EVENT_DATE_IN_PAST, PRIMARY_GOAL_REQUIRED } from '@shared/schemas/plan-messages';
import type { EventType, Goal, GoalInput } from '@shared/schemas/plans';
import { addDays } from '@shared/calendar/days';

export const SECONDARY_GOAL_REQUIRED = 'Event name, date and type are required for each secondary goal';

const isBlank = (goal: GoalInput) => !goal.name && !goal.date && !goal.type;

/** Distances the athlete left out come from the event type; an explicit null keeps the discipline out. */
function withDefaults(goal: GoalInput, eventType: EventType): Goal {
  const pick = (key: keyof Omit<EventType, 'id' | 'name'>) => (goal[key] === undefined ? eventType[key] : goal[key]);
  return {
    name: goal.name,
    date: goal.date,
    type: goal.type,
    swimDistance: pick('swimDistance'),
    bikeDistance: pick('bikeDistance'),
    runDistance: pick('runDistance'),
    bikeElevation: pick('bikeElevation'),
    runElevation: pick('runElevation'),
  };
}

/**
 * The seed's goal rules. "Today" allows one day of slack: the athlete's calendar may be a day behind UTC.
 */
export function normaliseGoals(
  input: { primaryGoal: GoalInput; secondaryGoals: GoalInput[] },
  eventTypes: EventType[],
  todayUtc: string,
) {
  const byId = new Map(eventTypes.map((t) => [t.id, t]));
  const earliest = addDays(todayUtc, -1);
  const check = (goal: GoalInput, required: string, path: string): Goal => {
    if (!goal.name || !goal.date || !goal.type) throw badRequest(required, [{ path, message: required }]);
    const eventType = byId.get(goal.type);
    if (!eventType) throw badRequest('Unknown event type', [{ path: `${path}.type`, message: 'Unknown event type' }]);
    if (goal.date < earliest)
      throw badRequest(EVENT_DATE_IN_PAST, [{ path: `${path}.date`, message: EVENT_DATE_IN_PAST }]);
    return withDefaults(goal, eventType);
  };
  const primaryGoal = check(input.primaryGoal, PRIMARY_GOAL_REQUIRED, 'primaryGoal');
  const secondaryGoals = input.secondaryGoals
    .filter((goal) => !isBlank(goal))
    .map((goal, i) => check(goal, SECONDARY_GOAL_REQUIRED, `secondaryGoals.${i}`));
  return { primaryGoal, secondaryGoals };
}

export function sameGoals(
  a: { primaryGoal: Goal; secondaryGoals: Goal[] },
  b: { primaryGoal: Goal; secondaryGoals: Goal[] },
): boolean {
  const canonical = (g: Goal) =>
    JSON.stringify([
      g.name,
      g.date,
      g.type,
      g.swimDistance,
      g.bikeDistance,
      g.runDistance,
      g.bikeElevation,
      g.runElevation,
    ]);
  return (
    canonical(a.primaryGoal) === canonical(b.primaryGoal) &&
    JSON.stringify(a.secondaryGoals.map(canonical)) === JSON.stringify(b.secondaryGoals.map(canonical))
  );
}
