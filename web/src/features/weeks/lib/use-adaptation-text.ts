import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdaptationPreview, WeekAdaptationView } from '@shared/schemas/weeks';
import { AdaptationWords } from './adaptation-text';

/** The week's adaptation in the reader's language: its reasons and changes written from their codes when it has them. */
export function useLocalizedAdaptation(adaptation: WeekAdaptationView | undefined): WeekAdaptationView | undefined {
  // t changes with the language, so the texts follow a switch.
  const { t } = useTranslation();
  return useMemo(() => {
    if (!adaptation) return adaptation;
    const words = new AdaptationWords(t);
    return {
      ...adaptation,
      reasons: adaptation.phrases ? words.reasons(adaptation.phrases) : adaptation.reasons,
      changes: adaptation.changes.map((c) => (c.facts ? { ...c, text: words.change(c.facts) } : c)),
    };
  }, [adaptation, t]);
}

/** The planner's preview in the reader's language (the server wrote its text in the athlete's stored one). */
export function useLocalizedPreview(
  preview: AdaptationPreview | undefined,
): Pick<AdaptationPreview, 'reasons' | 'changes'> {
  // t changes with the language, so the texts follow a switch.
  const { t } = useTranslation();
  return useMemo(() => {
    if (!preview) return { reasons: [], changes: [] };
    const words = new AdaptationWords(t);
    const facts = preview.changeFacts;
    return {
      reasons: preview.phrases ? words.reasons(preview.phrases) : preview.reasons,
      changes: facts && facts.length === preview.changes.length ? facts.map((c) => words.change(c)) : preview.changes,
    };
  }, [preview, t]);
}
