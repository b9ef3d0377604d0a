import type { AdaptationChangeFacts, AdaptationPhrase } from '../../schemas/adaptation-facts';
import type { Sport } from '../../schemas/training';
import { KEY_OF } from '../profile';
import { formatMinutes } from '../minutes';
import type { AdaptText } from '../text/types';
import type { AdaptationFacts, AdaptationReason } from './types';

const SPORTS: Sport[] = ['SWIMMING', 'CYCLING', 'RUNNING'];
export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One reason as a code with its numbers, about the sport of the changed workout. */
export function reasonPhrase(reason: AdaptationReason, sport: Sport, facts: AdaptationFacts): AdaptationPhrase {
  const key = KEY_OF[sport];
  switch (reason) {
    case 'missed-sessions':
      return { code: 'missed', sport: key, count: facts.perSport[sport].missed };
    case 'shortened-sessions':
      return { code: 'cutShort', sport: key, count: facts.perSport[sport].shortened };
    case 'harder-than-planned':
      return { code: 'harder', sport: key };
    case 'injury':
      // A skip 'injured or in pain' without a note has no words of the athlete to quote.
      return facts.pain?.part || facts.pain?.note
        ? { code: 'injury', part: facts.pain.part, note: facts.pain.note }
        : { code: 'injuredSkip' };
    case 'sick':
      return { code: 'sick' };
    case 'low-form':
      return { code: 'lowForm' };
    case 'too-tired':
      return { code: 'tooTired' };
    case 'travel':
      return { code: 'travel' };
    case 'discipline-behind':
      return { code: 'behind', sport: KEY_OF[facts.behind ?? sport] };
    case 'consistent-block':
      return { code: 'consistentBlock' };
    case 'low-readiness':
      return { code: 'lowReadiness', days: facts.readiness?.lowDays ?? 0 };
    case 'readiness-kept':
      return { code: 'readinessKept', kept: facts.readiness?.kept ?? 0 };
  }
}

/** What the coach read from the last weeks, in the order the planner card lists it. */
export function phrasesOf(facts: AdaptationFacts): AdaptationPhrase[] {
  const about = (reason: AdaptationReason, sport: Sport = 'RUNNING') => reasonPhrase(reason, sport, facts);
  const phrases: AdaptationPhrase[] = [];
  for (const sport of SPORTS) {
    const lived = facts.perSport[sport];
    if (lived.missed) phrases.push(about('missed-sessions', sport));
    if (lived.shortened) phrases.push(about('shortened-sessions', sport));
    if (lived.harder) phrases.push(about('harder-than-planned', sport));
  }
  if (facts.pain) phrases.push(about('injury'));
  if (facts.flags.sick) phrases.push({ code: 'sick' });
  if (facts.flags.lowForm) phrases.push({ code: 'lowForm' });
  if (facts.tooTired && !facts.flags.lowForm) phrases.push({ code: 'tooTired' });
  if (facts.readiness?.holdRamp) phrases.push({ code: 'lowReadiness', days: facts.readiness.lowDays });
  if (facts.readiness?.easeFirstHard) phrases.push({ code: 'readinessKept', kept: facts.readiness.kept });
  if (facts.flags.travel) phrases.push({ code: 'travel' });
  if (facts.behind) phrases.push({ code: 'behind', sport: KEY_OF[facts.behind] });
  if (facts.flags.consistentBlock) phrases.push({ code: 'consistentBlock' });
  if (facts.nothingReported) phrases.push({ code: 'nothingReported' });
  else if (facts.notReported) phrases.push({ code: 'notReported', count: facts.notReported });
  return phrases;
}

/** A phrase in the engine's words of one language. */
export function phraseText(p: AdaptationPhrase, t: AdaptText): string {
  switch (p.code) {
    case 'missed':
      return t.missed(p.sport, p.count);
    case 'cutShort':
      return t.cutShort(p.sport, p.count);
    case 'harder':
      return t.harder(p.sport);
    case 'behind':
      return t.behind(p.sport);
    case 'injury':
      return t.injury(p.part, p.note);
    case 'lowReadiness':
      return t.lowReadiness(p.days);
    case 'readinessKept':
      return t.readinessKept(p.kept);
    case 'notReported':
      return t.notReported(p.count);
    default:
      return t[p.code];
  }
}

/** A change's sentence in the engine's words of one language: 'Long run shortened from 1h40 to 1h20: two runs missed...'. */
export function changeText(c: AdaptationChangeFacts, t: AdaptText): string {
  const label = t.label(c.sport, c.long, c.weekday);
  const from = formatMinutes(c.fromMinutes);
  const to = formatMinutes(c.toMinutes);
  const what =
    c.kind === 'lengthened'
      ? t.lengthened(label, c.sport, c.long, from, to)
      : c.kind === 'shortened'
        ? t.shortened(label, c.sport, c.long, from, to)
        : c.kind === 'recovery'
          ? t.recovery(label, from, to)
          : t.eased(label);
  return `${what}: ${t.list(c.why.map((p) => phraseText(p, t)))}`;
}
