import type { Weekday } from '../schemas/training';
import { WEEKDAYS } from '../calendar/weekdays';
import type { SportKey } from './profile';
import { textFor, type Text } from './text/index';

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

/** Polish requirements ("bez pływania, w piątek wyjazd, lżejszy tydzień"); stems cover the declined forms. */
const PL_NEGATION = /(^|\s)(bez|nie|wyjazd|wyjeżdżam|zajęt|kontuzj|chor|urlop|podróż|wolne)/;
const PL_DAYS: [Weekday, RegExp][] = [
  ['monday', /poniedział/],
  ['tuesday', /wtor/],
  ['wednesday', /środ/],
  ['thursday', /czwart/],
  ['friday', /piąt/],
  ['saturday', /sobot/],
  ['sunday', /niedziel/],
];
const PL_SPORTS: [SportKey, RegExp][] = [
  ['swim', /pływ|basen/],
  ['bike', /rower|kolarst/],
  ['run', /bieg|biega/],
];
const PL_EASY = /(lżej|lżejsz|spokojn|regenera|zmęczon|(^|\s)chor|łatw)/;
const PL_HARDER = /(mocniej|trudniej|intensywn|ciężej)/;

/** Reads a free-text weekly requirement ("no swimming, away on Friday, easy week") into scheduling constraints. */
export function parseRequirements(prompt: string | null | undefined, t: Text = textFor('en')): Requirements {
  const r: Requirements = {
    excludedDays: [],
    droppedSports: [],
    moreOf: null,
    easyWeek: false,
    harder: false,
    notes: [],
  };
  const text = (prompt ?? '').toLowerCase();
  if (!text.trim()) return r;
  for (const clause of text.split(
    /[.;,\n!?]|\bbut\b|\bale\b|\band\b(?!\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)/,
  )) {
    const negative = NEGATION.test(clause) || PL_NEGATION.test(clause);
    if (negative) {
      for (const d of WEEKDAYS)
        if (new RegExp(`\\b${d}s?\\b`).test(clause) && !r.excludedDays.includes(d)) r.excludedDays.push(d);
      for (const [d, re] of PL_DAYS) if (re.test(clause) && !r.excludedDays.includes(d)) r.excludedDays.push(d);
      if (!WEEKDAYS.some((d) => clause.includes(d)) && !PL_DAYS.some(([, re]) => re.test(clause)))
        for (const [s, re] of [...SPORT_WORDS, ...PL_SPORTS])
          if (re.test(clause) && !r.droppedSports.includes(s)) r.droppedSports.push(s);
    }
    const more =
      /\bmore\b/.test(clause) && !negative
        ? SPORT_WORDS.find(([, re]) => re.test(clause))
        : /więcej/.test(clause) && !negative
          ? PL_SPORTS.find(([, re]) => re.test(clause))
          : undefined;
    if (more) r.moreOf = more[0];
    if (
      /\b(easy|easier|light|lighter|recovery|tired|sick|ill|fatigued|rest week)\b/.test(clause) ||
      PL_EASY.test(clause)
    )
      r.easyWeek = true;
    if (/\b(harder|more intensity|intense|push me)\b/.test(clause) || PL_HARDER.test(clause)) r.harder = true;
  }
  if (r.excludedDays.length) r.notes.push(t.week.reqExcludedDays(r.excludedDays));
  if (r.droppedSports.length) r.notes.push(t.week.reqDroppedSports(r.droppedSports));
  if (r.moreOf) r.notes.push(t.week.reqMoreOf(r.moreOf));
  if (r.easyWeek) r.notes.push(t.week.reqEasy);
  else if (r.harder) r.notes.push(t.week.reqHarder);
  return r;
}
