import type { PlanInput, PlanOverview } from '../schemas/training';
import { periodise } from './periodisation';
import {
  eventDescription,
  notes,
  nutrition,
  phaseTexts,
  recovery,
  strategySummary,
  trainingTips,
  weekFocus,
  workoutTypes,
} from './plan-text';
import { planWordsFor } from './text/plan-words';
import type { Lang } from './types';

/** The offline coach's plan overview, written in the athlete's language (English unless lang is 'pl'). */
export function buildPlanOverview(input: PlanInput, opts: { lang?: Lang } = {}): PlanOverview {
  const p = periodise(input);
  const t = planWordsFor(opts.lang);
  return {
    eventDescription: eventDescription(input, p, t),
    overallStrategySummary: strategySummary(input, p, t),
    targetEvent: input.primaryEvent.date,
    totalWeeks: p.totalWeeks,
    trainingPhases: p.phases.map((ph) => ({
      phaseName: t.plan.phaseName[ph.key],
      ...phaseTexts(ph.key, p.distance, p.level, t),
      startDate: ph.startDate,
      endDate: ph.endDate,
    })),
    weeklyFocus: Object.fromEntries(p.weeks.map((w) => [String(w.week), weekFocus(w, p, t)])),
    weeklyVolume: Object.fromEntries(p.weeks.map((w) => [String(w.week), w.volume])),
    workoutTypes: workoutTypes(p, t),
    notes: notes(input, p, t),
    trainingTips: trainingTips(p, t),
    nutrition: nutrition(p.distance, t),
    recovery: recovery(p.level, t),
  };
}
