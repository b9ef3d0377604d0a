import type { TFunction } from 'i18next';
import type { SummaryFacts } from '@shared/schemas/summary-facts';

const K = 'pastWeek.summaryText';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The engine's codes stored with a summary it wrote, or null (a model's summary, or one stored before them). */
export function readSummaryFacts(summary: unknown): SummaryFacts | null {
  const f = isObject(summary) ? summary.facts : null;
  return isObject(f) && Array.isArray(f.perSport) && Array.isArray(f.suggestions) && Array.isArray(f.missedKey)
    ? (f as unknown as SummaryFacts)
    : null;
}

/** The summary's analysis in the reader's language, word for word as the engine writes it. */
export function summaryAnalysisText(f: SummaryFacts, t: TFunction): string {
  const k = (key: string, params: Record<string, unknown> = {}) => t(`${K}.${key}`, params);
  const sports = f.perSport
    .map((x) => k('sportMinutes', { sport: k(`sport.${x.sport}`), done: x.done, planned: x.planned }))
    .join(', ');
  return [
    k('completed', { done: f.done, planned: f.planned, compliance: f.compliance }),
    f.skipped ? k('skipped', { count: f.skipped }) : '',
    f.notReported ? k('notReported', { count: f.notReported }) : '',
    f.perSport.length ? k('doneVsPlanned', { list: sports }) : '',
    f.missedKey.length ? k('missedKey', { names: f.missedKey.join(', ') }) : f.allKeyDone ? k('allKeyDone') : '',
    f.extra ? k('extra', { count: f.extra }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export const summarySuggestionTexts = (f: SummaryFacts, t: TFunction): string[] =>
  f.suggestions.map((code) => t(`${K}.suggestion.${code}`));
