import type { Weekday } from '../schemas/training';
import { WEEKDAYS } from './dates';
import type { SportKey } from './profile';

export interface Requirements {
  excludedDays: Weekday[];
  droppedSports: SportKey[];
  moreOf: SportKey | null;
  easyWeek: boolean;
  harder: boolean;
  notes: string[];
}

const SPORT_WORDS: [SportKey, RegExp][] = [
  ['swim', /\b(swim\w*|pool)\b/],
  ['bike', /\b(bike|biking|cycl\w*|rid(e|es|ing))\b/],
  ['run', /\b(run|runs|running|jog\w*)\b/],
];
const NEGATION = /\b(no|not|can'?t|cannot|without|skip|busy|away|off|unavailable|avoid|injur\w*|travel\w*)\b/;

/** Reads a free-text weekly requirement ("no swimming, away on Friday, easy week") into scheduling constraints. */
export function parseRequirements(prompt: string | null | undefined): Requirements {
  const r: Requirements = { excludedDays: [], droppedSports: [], moreOf: null, easyWeek: false, harder: false, notes: [] };
  const text = (prompt ?? '').toLowerCase();
  if (!text.trim()) return r;
  for (const clause of text.split(/[.;,\n!?]|\bbut\b|\band\b(?!\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)/)) {
    const negative = NEGATION.test(clause);
    if (negative) {
      for (const d of WEEKDAYS) if (new RegExp(`\\b${d}s?\\b`).test(clause) && !r.excludedDays.includes(d)) r.excludedDays.push(d);
      if (!WEEKDAYS.some((d) => clause.includes(d)))
        for (const [s, re] of SPORT_WORDS) if (re.test(clause) && !r.droppedSports.includes(s)) r.droppedSports.push(s);
    }
    const more = /\bmore\b/.test(clause) && !negative ? SPORT_WORDS.find(([, re]) => re.test(clause)) : undefined;
    if (more) r.moreOf = more[0];
    if (/\b(easy|easier|light|lighter|recovery|tired|sick|ill|fatigued|rest week)\b/.test(clause)) r.easyWeek = true;
    if (/\b(harder|more intensity|intense|push me)\b/.test(clause)) r.harder = true;
  }
  if (r.excludedDays.length) r.notes.push(`No training on ${r.excludedDays.join(', ')} as requested.`);
  if (r.droppedSports.length) r.notes.push(`No ${r.droppedSports.join(' or ')} this week as requested.`);
  if (r.moreOf) r.notes.push(`A little more ${r.moreOf} time as requested.`);
  if (r.easyWeek) r.notes.push('Kept easy as requested: lower volume and no hard sessions.');
  else if (r.harder) r.notes.push('One extra quality session where the schedule allows it.');
  return r;
}
