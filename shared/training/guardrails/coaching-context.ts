import { addDays } from '../../calendar/days';
import { weekNumberFor } from '../../weeks/dates';
import { distanceClass, eventSports, levelOf, pacesFor, sportScore } from '../profile';
import type { WeekBuildInput, WeekCoaching } from '../types';
import { capVolume, maxRampAfter } from '../volume-cap';
import { planVolume } from '../week-context';
import { loadStart } from '../safety/load-start';

/** The coaching context of a week being built, for the offline coach and OpenAI alike (decision record 024). */
export function weekCoaching(input: WeekBuildInput): WeekCoaching {
  const { plan, planOverview } = input;
  const sports = eventSports(plan.primaryEvent);
  const week = input.weekNumber ?? weekNumberFor(plan.planStarts, input.weekFirstDay);
  const planned = planVolume(planOverview, week);
  const previous = input.previousWeeks ?? [];
  const prevPlanned = [planVolume(planOverview, week - 1), planVolume(planOverview, week - 2)].filter(
    (v) => v !== null,
  );
  const maxRamp = maxRampAfter(previous.length ? previous[previous.length - 1].compliancePercent : null);
  return {
    distance: distanceClass(plan.primaryEvent),
    level: levelOf(sports.reduce((t, k) => t + sportScore(plan.fitness, k), 0) / sports.length),
    triathlon: sports.length === 3,
    paces: pacesFor(input.fitness ?? plan.fitness, input.thresholds ?? null),
    expectedVolume: planned
      ? capVolume(
          planned,
          previous.map((w) => w.volume),
          maxRamp,
          prevPlanned,
        )
      : null,
    requested:
      !!input.requirementsPrompt?.trim() ||
      plan.secondaryEvents.some((e) => e.date >= input.weekFirstDay && e.date <= addDays(input.weekFirstDay, 6)),
    sessionCap: Math.min(plan.workoutsPerWeek, new Set(plan.workoutDays).size * 2),
    plannedPrevious: maxRamp > 1 && previous.length ? prevPlanned : [],
    load: weekLoadStart(input),
  };
}

function weekLoadStart(input: WeekBuildInput): WeekCoaching['load'] {
  const start = loadStart(input.loadHistory, input.weekFirstDay);
  if (!start) return null;
  const context = {
    runThresholdPace: input.thresholds?.runThresholdPace ?? null,
    swimCss: input.thresholds?.swimCss ?? null,
  };
  return { firstDay: input.weekFirstDay, start, context };
}
