import type { PlanInput, PlanOverview } from '../schemas/training';
import { periodise } from './periodisation';
import { planFacts } from './plan-facts';
import { eventDescription, phaseTexts, strategySummary, weekFocus } from './plan-text';
import { planWordsFor } from './text/plan-words';
import type { Lang } from './types';

/**
 * The offline coach's plan overview: its facts (codes the web renders in the reader's language) and the same written
 * out in the athlete's language (English unless lang is 'pl'), which the AI context and older clients read.
 */
export function buildPlanOverview(input: PlanInput, opts: { lang?: Lang } = {}): PlanOverview {
  const p = periodise(input);
  const t = planWordsFor(opts.lang);
  const facts = planFacts(input, p);
  const beginner = facts.level === 'beginner';
  return {
    eventDescription: eventDescription(facts, t),
    overallStrategySummary: strategySummary(facts, t),
    targetEvent: input.primaryEvent.date,
    totalWeeks: p.totalWeeks,
    trainingPhases: p.phases.map((ph) => ({
      phaseName: t.plan.phaseName[ph.key],
      ...phaseTexts(ph.key, facts, t),
      startDate: ph.startDate,
      endDate: ph.endDate,
    })),
    weeklyFocus: Object.fromEntries(Object.entries(facts.weeks).map(([week, w]) => [week, weekFocus(w, t)])),
    weeklyVolume: Object.fromEntries(p.weeks.map((w) => [String(w.week), w.volume])),
    workoutTypes: t.plan.workoutTypes(facts.sports),
    notes: t.plan.notes(facts.estimates),
    trainingTips: t.plan.trainingTips(facts.sports, beginner),
    nutrition: t.plan.nutrition(facts.distance),
    recovery: t.plan.recovery(beginner),
    facts,
  };
}
