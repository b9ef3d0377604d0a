import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { buildPlanOverview, buildWeekWorkouts, checkWeek } from '@shared/training';
import { plannedLoad } from '@shared/training/safety/planned-load';
import type { WeekBuildInput } from '@shared/training/types';
import { weekCheckContext } from '../../../../functions/providers/ai/week-check';
import { ironmanOnThreeDays } from './ironman-three-days';

const FIRST = '2026-06-01';
const SHORTFALL = /delivers \d+ min of the \d+ the plan asks for/;

/** An Ironman athlete on three days a week whose form leaves no room for the plan's minutes (decision record 030). */
function heldWeek(): WeekBuildInput {
  const plan = ironmanOnThreeDays(FIRST);
  const base = { plan, planOverview: buildPlanOverview(plan), trainingStyle: 'classic' as const };
  const loadHistory: Record<string, number> = {};
  for (const w of buildWeekWorkouts({ ...base, weekFirstDay: FIRST }).workouts)
    for (let back = 12; back >= 1; back--) {
      const day = addDays(w.day, -7 * back);
      loadHistory[day] = (loadHistory[day] ?? 0) + plannedLoad(w.workoutDetails);
    }
  return { ...base, weekFirstDay: addDays(FIRST, 7 * 8), loadHistory };
}

describe('a week held short by the safety limits', () => {
  it("is the engine's own week passing with the shortfall said; a model's near-empty week is still refused", () => {
    const input = heldWeek();
    const engine = buildWeekWorkouts(input);
    const check = checkWeek({ goal: 'g', overview: 'o', workouts: engine.workouts }, weekCheckContext(input));
    expect(check.errors).toEqual([]);
    expect(check.warnings.join('\n')).toMatch(SHORTFALL);

    const longest = engine.workouts.reduce((a, b) =>
      b.workoutDetails.estimatedDurationInSecs > a.workoutDetails.estimatedDurationInSecs ? b : a,
    );
    const nearEmpty = { goal: 'g', overview: 'o', workouts: [longest] };
    expect(checkWeek(nearEmpty, weekCheckContext(input)).errors.join('\n')).toMatch(SHORTFALL);
  });
});
