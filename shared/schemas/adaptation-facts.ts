import type { Weekday } from '../calendar/weekdays';
import type { AdaptationChangeKind } from './weeks';

type SportKey = 'swim' | 'bike' | 'run';

/**
 * One thing the coach read from the last weeks, as a code and its numbers: the engine writes it in the athlete's
 * language for the stored text, the web writes it in the reader's (i18next), so an adaptation made in English reads in
 * Polish after the athlete switches.
 */
export type AdaptationPhrase =
  | { code: 'missed' | 'cutShort'; sport: SportKey; count: number }
  | { code: 'harder' | 'behind'; sport: SportKey }
  | { code: 'injury'; part: string | null; note: string }
  | { code: 'injuredSkip' | 'sick' | 'lowForm' | 'tooTired' | 'travel' | 'consistentBlock' | 'nothingReported' }
  | { code: 'lowReadiness'; days: number }
  | { code: 'readinessKept'; kept: number }
  | { code: 'notReported'; count: number };

/** One change of an adapted week as codes: which workout, what happened to it (minutes before and after), and why. */
export interface AdaptationChangeFacts {
  kind: AdaptationChangeKind;
  sport: SportKey;
  /** The sport's long session (named by it), else the workout is named by its weekday. */
  long: boolean;
  weekday: Weekday;
  fromMinutes: number;
  toMinutes: number;
  why: AdaptationPhrase[];
}
