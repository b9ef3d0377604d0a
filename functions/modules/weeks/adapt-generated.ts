import type { GeneratedWeek } from '@shared/schemas/training';
import { checkWeek } from '@shared/training/guardrails/week';
import { adaptWeek, phrasesOf, reasonsOf, type AdaptationFacts, type AdaptedWeek } from '@shared/training/adaptation';
import type { WeekBuildInput } from '@shared/training/types';
import { weekCheckContext } from '../../providers/ai/week-check';
import type { WeekAdaptation } from './week-adaptation';

/**
 * The generated week (offline or the model's) adjusted to the last weeks. The result is checked with the week's
 * guardrails like the generated one was; should it ever fail them the week is stored as generated, unadapted.
 */
export function adaptGenerated(generated: GeneratedWeek, facts: AdaptationFacts, input: WeekBuildInput): AdaptedWeek {
  const built = weekCheckContext(input);
  // Adapting departs from the plan's volume on purpose (the last weeks said so): every other rule still holds.
  const ctx = { ...built, coaching: built.coaching && { ...built.coaching, expectedVolume: null } };
  const adapted = adaptWeek(generated, facts, { ...ctx, lang: input.lang ?? 'en' });
  return checkWeek(adapted.week, ctx).ok ? adapted : { week: generated, changes: [], facts };
}

/** What the week item keeps; null when the coach changed nothing. */
export function storedAdaptation(
  adapted: AdaptedWeek,
  workoutIdAt: (index: number) => string,
  lang: 'en' | 'pl',
): WeekAdaptation | null {
  if (!adapted.changes.length) return null;
  return {
    status: 'proposed',
    reasons: reasonsOf(adapted.facts, lang),
    phrases: phrasesOf(adapted.facts),
    changes: adapted.changes.map((c) => ({ ...c, workoutId: workoutIdAt(c.index), rejected: false })),
  };
}
