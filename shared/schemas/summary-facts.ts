type SportKey = 'swim' | 'bike' | 'run';

export type SummarySuggestion =
  'nothingPlanned' | 'nothingKnown' | 'great' | 'onTrack' | 'hold' | 'reset' | 'repeatLong' | 'countExtra';

/**
 * What the engine's week summary says, as numbers and codes: the web writes its analysis and suggestions from them in
 * the reader's language. Stored only when the engine wrote the summary (a model's prose has none); the missed key
 * sessions keep their workouts' names as written.
 */
export interface SummaryFacts {
  done: number;
  planned: number;
  compliance: number;
  skipped: number;
  notReported: number;
  perSport: Array<{ sport: SportKey; done: number; planned: number }>;
  missedKey: string[];
  allKeyDone: boolean;
  extra: number;
  suggestions: SummarySuggestion[];
}
