import type { Lang } from '../types';
import { textFor } from './index';
import { enPlanNarrative } from './en-plan';
import { plPlanNarrative } from './pl-plan';
import type { PlanWords } from './types';

/** The engine's wording plus the plan overview's prose, for the plan's writer only (the prose is most of the text). */
export function planWordsFor(lang: Lang | null | undefined): PlanWords {
  const t = textFor(lang);
  return { ...t, plan: { ...t.plan, ...(lang === 'pl' ? plPlanNarrative : enPlanNarrative) } };
}
