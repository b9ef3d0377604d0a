import type { PlanInput, PlanOverview } from '../schemas/training';
import { periodise } from './periodisation';
import {
  eventDescription,
  notes,
  nutrition,
  PHASE_NAME,
  phaseTexts,
  recovery,
  strategySummary,
  trainingTips,
  weekFocus,
  workoutTypes,
} from './plan-text';
import type { Lang } from './types';

/** The offline coach's plan overview. Text is English only (lang is accepted for the future and ignored). */
export function buildPlanOverview(input: PlanInput, _opts: { lang?: Lang } = {}): PlanOverview {
  const p = periodise(input);
  return {
    eventDescription: eventDescription(input, p),
    overallStrategySummary: strategySummary(input, p),
    targetEvent: input.primaryEvent.date,
    totalWeeks: p.totalWeeks,
    trainingPhases: p.phases.map((ph) => ({
      phaseName: PHASE_NAME[ph.key],
      ...phaseTexts(ph.key, p.distance, p.level),
      startDate: ph.startDate,
      endDate: ph.endDate,
    })),
    weeklyFocus: Object.fromEntries(p.weeks.map((w) => [String(w.week), weekFocus(w, p)])),
    weeklyVolume: Object.fromEntries(p.weeks.map((w) => [String(w.week), w.volume])),
    workoutTypes: workoutTypes(p),
    notes: notes(input, p),
    trainingTips: trainingTips(p),
    nutrition: nutrition(p.distance),
    recovery: recovery(p.level),
  };
}
