import type { Sport } from '../../schemas/training';
import { formReading, MIN_FITNESS_FOR_READING } from '../../progress/training-load';
import { SPORT_OF } from '../profile';
import { readNotes } from './notes';
import { due, known, outcomeOf, skippedFor } from './compliance';
import type { AdaptationFacts, AdaptationInput } from './types';

const SPORTS: Sport[] = ['SWIMMING', 'CYCLING', 'RUNNING'];
/** Done under this share of the planned minutes: the session was cut short. */
export const SHORTENED_SHARE = 0.75;
/** A block is consistent when this share of its planned minutes was done and nothing was missed. */
export const CONSISTENT_SHARE = 0.9;
/** A discipline is behind when its done share is under this and clearly under the others'. */
const BEHIND_SHARE = 0.8;
const BEHIND_GAP = 0.15;
/** Days of low readiness in a week from which the week's volume holds instead of rising (HRV-guided training). */
export const LOW_READINESS_DAYS_TO_HOLD = 2;
/** Proposals kept (trained hard through a caution or rest reading) from which the first hard session is eased. */
export const KEPT_LOW_READINESS_TO_EASE = 2;
/** Without a fitness figure to judge form as a share, a form this far below zero is the classic high-risk zone. */
const LOW_FORM_ABSOLUTE = -30;

function lowForm(form: number | null, fitness: number | null | undefined): boolean {
  if (form === null) return false;
  if (fitness !== null && fitness !== undefined && fitness >= MIN_FITNESS_FOR_READING)
    return formReading(fitness, form) === 'overreaching';
  return form <= LOW_FORM_ABSOLUTE;
}

function behindOf(perSport: AdaptationFacts['perSport']): Sport | null {
  const shares = SPORTS.filter((s) => perSport[s].plannedMinutes >= 30)
    .map((s) => ({ s, share: perSport[s].doneMinutes / perSport[s].plannedMinutes }))
    .sort((a, b) => a.share - b.share);
  if (shares.length < 2) return null;
  const [worst, next] = shares;
  return worst.share < BEHIND_SHARE && next.share - worst.share >= BEHIND_GAP ? worst.s : null;
}

/**
 * What last week's readiness says: a caution or rest reading (or an ill day) on two days holds the week's volume at
 * last week's (no ramp); training hard through two of them as planned (Keep), or through one rest reading, eases
 * the first hard session too. Accepted changes count as low days but were already easier, so they ease nothing more.
 */
function readinessOf(choices: AdaptationInput['readiness']): AdaptationFacts['readiness'] {
  if (!choices?.length) return null;
  const low = choices.filter((c) => c.verdict !== 'ready');
  if (!low.length) return null;
  const kept = low.filter((c) => c.choice === 'keep');
  return {
    lowDays: low.length,
    accepted: low.length - kept.length,
    kept: kept.length,
    holdRamp: low.length >= LOW_READINESS_DAYS_TO_HOLD,
    easeFirstHard: kept.length >= KEPT_LOW_READINESS_TO_EASE || kept.some((c) => c.verdict === 'rest'),
  };
}

/** What the last one or two weeks say: planned against done per sport, the athlete's notes and form. */
export function deriveFacts(input: AdaptationInput): AdaptationFacts {
  const perSport = Object.fromEntries(
    SPORTS.map((s) => [s, { plannedMinutes: 0, doneMinutes: 0, missed: 0, shortened: 0, harder: 0 }]),
  ) as AdaptationFacts['perSport'];
  const lived = input.lived.slice(-2);
  for (const week of lived) {
    for (const w of due(week, input.today).filter(known)) {
      perSport[w.sport].plannedMinutes += w.plannedMinutes;
      perSport[w.sport].doneMinutes += Math.min(w.doneMinutes ?? 0, w.plannedMinutes * 1.5);
    }
  }
  const last = lived.at(-1);
  const lastDue = last ? due(last, input.today) : [];
  for (const w of lastDue.filter(known)) {
    if (w.doneMinutes === null) perSport[w.sport].missed += 1;
    else if (w.doneMinutes < w.plannedMinutes * SHORTENED_SHARE) perSport[w.sport].shortened += 1;
    if (w.harderThanPlanned) perSport[w.sport].harder += 1;
  }
  const notes = [...(last?.notes ?? []), ...(last?.workouts ?? []).map((w) => w.note ?? '')].filter((n) => n.trim());
  const said = readNotes(notes);
  // An injured or painful skip eases the sport skipped (the rest of the week goes on).
  const hurt = [...new Set(lastDue.filter((w) => skippedFor(w, 'injured')).map((w) => w.sport))];
  const notReported = lastDue.filter((w) => outcomeOf(w) === 'not-reported').length;
  const planned = SPORTS.reduce((t, s) => t + perSport[s].plannedMinutes, 0);
  const done = SPORTS.reduce((t, s) => t + perSport[s].doneMinutes, 0);
  const anyMissed = lived.some((week) => due(week, input.today).some((w) => known(w) && w.doneMinutes === null));
  const readiness = readinessOf(input.readiness);
  const notedPain = said.pain
    ? { part: said.pain.part, sports: said.pain.sports.map((k) => SPORT_OF[k]), note: said.pain.note }
    : null;
  return {
    perSport,
    flags: {
      sick: said.sick || lastDue.some((w) => skippedFor(w, 'sick')),
      injury: said.injury,
      travel: said.travel,
      lowForm: lowForm(input.form, input.fitness),
      // Low readiness holds the ramp: the block was done, but the progression waits.
      consistentBlock: planned > 0 && !anyMissed && done >= planned * CONSISTENT_SHARE && !readiness?.holdRamp,
    },
    pain: hurt.length
      ? {
          part: notedPain?.part ?? null,
          sports: [...new Set([...(notedPain?.sports ?? []), ...hurt])],
          note: notedPain?.note ?? '',
        }
      : notedPain,
    behind: behindOf(perSport),
    form: input.form,
    notReported,
    nothingReported: lastDue.length > 0 && notReported === lastDue.length,
    tooTired: lastDue.some((w) => skippedFor(w, 'too-tired')),
    readiness,
  };
}
