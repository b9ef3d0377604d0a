import type { Sport } from '../../schemas/training';
import { textFor } from '../text/index';
import type { Lang } from '../types';
import { capitalised, phraseText, phrasesOf } from './phrases';
import type { AdaptationFacts } from './types';

const SPORTS: Sport[] = ['SWIMMING', 'CYCLING', 'RUNNING'];

/** What the coach read from the last weeks, as short phrases in the athlete's language (the planner card's preview). */
export function reasonsOf(facts: AdaptationFacts, lang: Lang): string[] {
  const t = textFor(lang).adapt;
  return phrasesOf(facts).map((p) => capitalised(phraseText(p, t)));
}

const SPORT_NAME: Record<Sport, string> = { SWIMMING: 'Swim', CYCLING: 'Bike', RUNNING: 'Run' };

/**
 * The facts and the adaptation rules for the model's week prompt. The server applies the same rules to the model's
 * answer afterwards, so a week that ignores them is adjusted (and the athlete sees why), never stored as it came.
 */
export function adaptationFactsForModel(facts: AdaptationFacts, lang: Lang): string {
  const lines = ['What happened in the last weeks (adapt this week to it):'];
  for (const sport of SPORTS) {
    const s = facts.perSport[sport];
    if (!s.plannedMinutes) continue;
    const share = Math.round((s.doneMinutes / s.plannedMinutes) * 100);
    lines.push(
      `- ${SPORT_NAME[sport]}: ${share} % of ${Math.round(s.plannedMinutes)} planned minutes done; last week ${s.missed} missed, ${s.shortened} cut short, ${s.harder} harder than planned.`,
    );
  }
  if (facts.pain)
    lines.push(`- The athlete's note: "${facts.pain.note}"${facts.pain.part ? ` (${facts.pain.part})` : ''}.`);
  if (facts.flags.sick) lines.push('- The athlete was ill.');
  if (facts.flags.travel) lines.push('- The athlete is travelling.');
  if (facts.form !== null)
    lines.push(
      `- Training-load form (fitness minus fatigue): ${Math.round(facts.form)}${facts.flags.lowForm ? ' (far below zero: fatigued)' : ''}.`,
    );
  if (facts.behind) lines.push(`- ${SPORT_NAME[facts.behind]} is furthest behind its plan.`);
  if (facts.flags.consistentBlock)
    lines.push('- The block was completed consistently: the planned progression may go ahead.');
  if (facts.tooTired) lines.push('- The athlete skipped sessions because they were too tired.');
  if (facts.readiness) {
    const r = facts.readiness;
    lines.push(
      `- Daily readiness was low (caution or rest) on ${r.lowDays} day(s); the athlete accepted the easier change on ${r.accepted} and trained as planned on ${r.kept}.`,
    );
    if (r.holdRamp)
      lines.push(
        '- Low readiness on several days: hold this week at the volume of the larger of the last two weeks (no rise).',
      );
    if (r.easeFirstHard)
      lines.push('- The athlete trained hard through low readiness: make the first hard session one notch easier.');
  }
  if (facts.nothingReported)
    lines.push(
      '- Nothing was recorded or reported for last week: the athlete has no watch connected. Do not read it as missed; plan the week as the plan says.',
    );
  else if (facts.notReported)
    lines.push(
      `- ${facts.notReported} session(s) of last week were not reported: they are neither done nor missed, ignore them.`,
    );
  lines.push(
    'Rules: never add missed sessions to this week; sessions skipped for lack of time or travel and sessions not reported never cut the week; illness, an injury note or very low form make this a recovery week (no hard sessions, about two thirds of the volume); pain in a body part eases the sports that load it; a discipline behind gets priority within the ramp limit (+8 % over the larger of the last two weeks).',
    `Write in ${lang === 'pl' ? 'Polish' : 'English'}.`,
  );
  return lines.join('\n');
}
