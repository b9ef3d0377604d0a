import type { PlanOverview } from '../schemas/training';
import { phaseTexts, strategySummary, weekFocus } from './plan-text';
import { phaseKeyOfName } from './text/phase-names';
import { planWordsFor } from './text/plan-words';
import type { Lang } from './types';

type Written = Pick<PlanOverview, 'trainingPhases' | 'weeklyFocus' | 'overallStrategySummary'>;

/**
 * The parts of a stored overview the coach quotes (phases, weekly focus, strategy) in the athlete's language now,
 * written from the overview's facts; a model's or an older overview keeps its text, with the engine's phase names
 * translated. The server's counterpart of the web's localizedOverview.
 */
export function overviewInLanguage(overview: PlanOverview, lang: Lang): Written {
  const t = planWordsFor(lang);
  const f = overview.facts;
  if (!f || f.phases.length !== overview.trainingPhases.length) {
    return {
      overallStrategySummary: overview.overallStrategySummary,
      weeklyFocus: overview.weeklyFocus,
      trainingPhases: overview.trainingPhases.map((p) => {
        const key = phaseKeyOfName(p.phaseName);
        return key ? { ...p, phaseName: t.plan.phaseName[key] } : p;
      }),
    };
  }
  return {
    overallStrategySummary: strategySummary(f, t),
    weeklyFocus: Object.fromEntries(Object.entries(f.weeks).map(([n, w]) => [n, weekFocus(w, t)])),
    trainingPhases: overview.trainingPhases.map((p, i) => ({
      ...p,
      phaseName: t.plan.phaseName[f.phases[i]!],
      ...phaseTexts(f.phases[i]!, f, t),
    })),
  };
}
