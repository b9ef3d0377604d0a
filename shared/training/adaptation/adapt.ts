import type { AdaptationChangeFacts } from '../../schemas/adaptation-facts';
import type { GeneratedWeek, Sport, SportVolume, WorkoutDetails } from '../../schemas/training';
import { weekdayOf } from '../../calendar/weekdays';
import { weekVolume } from '../guardrails/week-volume';
import { GARMIN_LIMITS } from '../guardrails/workout-limits';
import { isHardWorkout } from '../intensity';
import { easeWorkout, easyVersionOf, resizeWorkout } from '../modify';
import { KEY_OF } from '../profile';
import { textFor } from '../text/index';
import { changeText, phraseText, reasonPhrase } from './phrases';
import type {
  AdaptationChange,
  AdaptationChangeKind,
  AdaptationContext,
  AdaptationFacts,
  AdaptationReason,
  AdaptedWeek,
} from './types';

/** A recovery week keeps about two thirds of each session, all of it easy. */
const RECOVERY_SHARE = 0.65;
/** The long session of a sport with missed, cut-short or painful sessions comes back at 80 %. */
const EASED_BACK_SHARE = 0.8;
/** Sessions on a travel week fit an hour. */
const TRAVEL_MINUTES = 60;
/** A discipline behind its plan gets its long session up to 10 % longer... */
const BEHIND_RAISE = 1.1;
/** ...but the sport and the week stay within the builder's ramp over the larger of the last two weeks. */
const RAMP_LIMIT = 1.08;
const RAMP_REFERENCE_MINUTES = 60;
const MIN_MINUTES = 20;
const LONG_NAME = /^(long|dług)/i;
const REASON_ORDER: AdaptationReason[] = [
  'missed-sessions',
  'shortened-sessions',
  'harder-than-planned',
  'injury',
  'sick',
  'low-form',
  'too-tired',
  'low-readiness',
  'readiness-kept',
  'travel',
  'discipline-behind',
  'consistent-block',
];

interface Draft {
  details: WorkoutDetails;
  shortened: boolean;
  lengthened: boolean;
  eased: boolean;
  reasons: Set<AdaptationReason>;
}

const minutesOf = (d: WorkoutDetails) => d.estimatedDurationInSecs / 60;
const round5 = (minutes: number) => Math.max(MIN_MINUTES, Math.round(minutes / 5) * 5);
const total = (v: SportVolume) => v.swim + v.bike + v.run;

/**
 * Adjusts the week the coach would otherwise have planned to what the last weeks say. It never adds or removes a
 * workout or moves a day, never raises the load after missed sessions, and only lowers a session's duration or
 * intensity, except for the long session of a discipline behind its plan, which grows within the ramp limits. So
 * the adapted week passes the week guardrails whenever the original did, and so does the week with any change
 * rejected (its original put back).
 */
export function adaptWeek(week: GeneratedWeek, facts: AdaptationFacts, ctx: AdaptationContext): AdaptedWeek {
  // Strength work stays as planned (short, no race sport's volume); the swims, rides and runs are adapted.
  const kept = week.workouts
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => w.workoutDetails.sport !== 'STRENGTH_TRAINING');
  if (kept.length === week.workouts.length) return adaptRaceSports(week as RaceSportWeek, facts, ctx);
  const adapted = adaptRaceSports({ ...week, workouts: kept.map(({ w }) => w) } as RaceSportWeek, facts, ctx);
  const workouts = [...week.workouts];
  adapted.week.workouts.forEach((w, j) => (workouts[kept[j].i] = w));
  return {
    ...adapted,
    week: { ...adapted.week, workouts },
    changes: adapted.changes.map((c) => ({ ...c, index: kept[c.index].i })),
  };
}

type RaceSportDetails = WorkoutDetails & { sport: Sport };
type RaceSportWeek = GeneratedWeek & { workouts: { day: string; workoutDetails: RaceSportDetails }[] };

function adaptRaceSports(week: RaceSportWeek, facts: AdaptationFacts, ctx: AdaptationContext): AdaptedWeek {
  const t = textFor(ctx.lang).adapt;
  const original = week.workouts;
  const drafts: Draft[] = original.map((w) => ({
    details: w.workoutDetails,
    shortened: false,
    lengthened: false,
    eased: false,
    reasons: new Set(),
  }));
  const ofSport = (sport: Sport) => drafts.map((_, i) => i).filter((i) => original[i].workoutDetails.sport === sport);
  const longestOf = (sport: Sport) =>
    ofSport(sport).sort((a, b) => minutesOf(original[b].workoutDetails) - minutesOf(original[a].workoutDetails))[0];

  const shorten = (i: number, minutes: number, reasons: AdaptationReason[]) => {
    const d = drafts[i];
    const target = round5(minutes);
    if (minutesOf(d.details) > target) {
      const next = resizeWorkout(d.details, target, ctx.lang);
      if (next.estimatedDurationInSecs < d.details.estimatedDurationInSecs) {
        d.details = next;
        d.shortened = true;
      }
    }
    if (d.shortened) reasons.forEach((r) => d.reasons.add(r));
  };
  const ease = (i: number, how: (w: WorkoutDetails) => WorkoutDetails, reasons: AdaptationReason[]) => {
    const d = drafts[i];
    if (!isHardWorkout(d.details)) return;
    const next = how(d.details);
    if (JSON.stringify(next.steps) === JSON.stringify(d.details.steps)) return;
    d.details = isHardWorkout(next)
      ? next
      : { ...next, workoutName: t.easyName(next.workoutName).slice(0, GARMIN_LIMITS.workoutName) };
    d.eased = true;
    reasons.forEach((r) => d.reasons.add(r));
  };
  const painIn = (sport: Sport) => !!facts.pain?.sports.includes(sport);

  const recovery: AdaptationReason[] = [
    ...(facts.flags.sick ? (['sick'] as const) : []),
    ...(facts.flags.injury ? (['injury'] as const) : []),
    ...(facts.flags.lowForm ? (['low-form'] as const) : []),
    ...(facts.tooTired && !facts.flags.lowForm ? (['too-tired'] as const) : []),
  ];
  if (recovery.length) {
    drafts.forEach((d, i) => {
      const sport = original[i].workoutDetails.sport;
      const reasons: AdaptationReason[] =
        painIn(sport) && !recovery.includes('injury') ? [...recovery, 'injury'] : recovery;
      ease(i, (w) => easyVersionOf(w, ctx.lang), reasons);
      shorten(i, minutesOf(original[i].workoutDetails) * RECOVERY_SHARE, reasons);
    });
  } else {
    for (const sport of ['SWIMMING', 'CYCLING', 'RUNNING'] as Sport[]) {
      const lived = facts.perSport[sport];
      const longest = longestOf(sport);
      if (longest === undefined) continue;
      // The discipline behind its plan is trained, not trimmed, when nothing was missed: its cut-short sessions are why it is behind.
      const prioritised = sport === facts.behind && canRaise(facts);
      const reasons: AdaptationReason[] = [
        ...(lived.missed >= 2 || (lived.missed >= 1 && lived.shortened >= 1) ? (['missed-sessions'] as const) : []),
        ...(!prioritised && (lived.shortened >= 2 || (lived.missed >= 1 && lived.shortened >= 1))
          ? (['shortened-sessions'] as const)
          : []),
        ...(painIn(sport) ? (['injury'] as const) : []),
      ];
      if (reasons.length) shorten(longest, minutesOf(original[longest].workoutDetails) * EASED_BACK_SHARE, reasons);
      if (painIn(sport)) for (const i of ofSport(sport)) ease(i, (w) => easyVersionOf(w, ctx.lang), ['injury']);
      if (lived.harder >= 1) {
        const firstHard = ofSport(sport).find((i) => isHardWorkout(drafts[i].details));
        if (firstHard !== undefined) ease(firstHard, (w) => easeWorkout(w, ctx.lang), ['harder-than-planned']);
      }
    }
    if (facts.readiness?.easeFirstHard) {
      const firstHard = drafts
        .map((_, i) => i)
        .sort((a, b) => original[a].day.localeCompare(original[b].day))
        .find((i) => isHardWorkout(drafts[i].details));
      if (firstHard !== undefined) ease(firstHard, (w) => easeWorkout(w, ctx.lang), ['readiness-kept']);
    }
    const behindLongest = facts.behind ? longestOf(facts.behind) : undefined;
    if (facts.flags.travel) drafts.forEach((_, i) => i !== behindLongest && shorten(i, TRAVEL_MINUTES, ['travel']));
    if (behindLongest !== undefined && canRaise(facts)) prioritise(drafts, behindLongest, facts, ctx, original);
    if (facts.readiness?.holdRamp) holdVolume(drafts, ctx, shorten);
  }
  return {
    week: { ...week, workouts: original.map((w, i) => ({ ...w, workoutDetails: drafts[i].details })) },
    changes: changesOf(drafts, original, facts, ctx),
    facts,
  };
}

/**
 * Low readiness on several days last week holds the week at the volume of the larger of the last two weeks (the
 * ramp's reference, at 1.0 instead of 1.08): every session keeps the same share, so the week's shape stays.
 */
function holdVolume(
  drafts: Draft[],
  ctx: AdaptationContext,
  shorten: (i: number, minutes: number, reasons: AdaptationReason[]) => void,
) {
  const last = (ctx.previousWeekVolumes ?? []).slice(-2);
  const reference = last.length ? Math.max(...last.map(total)) : 0;
  const now = total(weekVolume(drafts.map((d) => ({ workoutDetails: d.details }))));
  if (reference < RAMP_REFERENCE_MINUTES || now <= reference) return;
  const share = reference / now;
  drafts.forEach(
    (d, i) =>
      d.details.sport !== 'STRENGTH_TRAINING' &&
      shorten(i, Math.floor((minutesOf(d.details) * share) / 5) * 5, ['low-readiness']),
  );
}

/** Priority for a discipline behind may add load only when nothing was missed, nothing hurts or interferes, and readiness was not low. */
const canRaise = (facts: AdaptationFacts) =>
  !!facts.behind &&
  !facts.readiness?.holdRamp &&
  !facts.flags.travel &&
  !facts.pain &&
  Object.values(facts.perSport).every((s) => s.missed === 0);

/**
 * The long session of the discipline behind grows by up to 10 %, within the sport's ramp; when the week's total is
 * already at its ramp the minutes come from the long session of the discipline furthest ahead.
 */
function prioritise(
  drafts: Draft[],
  i: number,
  facts: AdaptationFacts,
  ctx: AdaptationContext,
  original: RaceSportWeek['workouts'],
) {
  const d = drafts[i];
  if (d.shortened || d.eased) return;
  const sport = KEY_OF[original[i].workoutDetails.sport];
  const volume = () => weekVolume(drafts.map((x) => ({ workoutDetails: x.details })));
  const last = (ctx.previousWeekVolumes ?? []).slice(-2);
  const sportRef = last.length ? Math.max(...last.map((v) => v[sport])) : 0;
  const totalRef = last.length ? Math.max(...last.map(total)) : 0;
  const sportRoom = sportRef >= RAMP_REFERENCE_MINUTES ? sportRef * RAMP_LIMIT - volume()[sport] : Infinity;
  const totalRoom = () => (totalRef >= RAMP_REFERENCE_MINUTES ? totalRef * RAMP_LIMIT - total(volume()) : Infinity);
  const want = Math.floor(Math.min(minutesOf(d.details) * (BEHIND_RAISE - 1), sportRoom) / 5) * 5;
  if (want < 5) return;
  const donor = totalRoom() < want ? donorFor(drafts, facts, original, original[i].workoutDetails.sport) : undefined;
  const saved = donor === undefined ? null : { ...drafts[donor], reasons: new Set(drafts[donor].reasons) };
  if (donor !== undefined) {
    const cut = want - Math.max(0, Math.floor(totalRoom()));
    const next = resizeWorkout(drafts[donor].details, round5(minutesOf(drafts[donor].details) - cut), ctx.lang);
    if (next.estimatedDurationInSecs < drafts[donor].details.estimatedDurationInSecs) {
      drafts[donor] = {
        ...drafts[donor],
        details: next,
        shortened: true,
        reasons: new Set([...drafts[donor].reasons, 'discipline-behind']),
      };
    }
  }
  const room = Math.min(want, totalRoom());
  const next = resizeWorkout(d.details, minutesOf(d.details) + Math.floor(room / 5) * 5, ctx.lang);
  const grown = (next.estimatedDurationInSecs - d.details.estimatedDurationInSecs) / 60;
  if (room < 5 || grown <= 0 || grown > room) {
    if (donor !== undefined && saved) drafts[donor] = saved;
    return;
  }
  d.details = next;
  d.lengthened = true;
  d.reasons.add('discipline-behind');
}

/** The longest untouched session of the discipline furthest ahead of its plan (not the one behind). */
function donorFor(
  drafts: Draft[],
  facts: AdaptationFacts,
  original: RaceSportWeek['workouts'],
  behind: Sport,
): number | undefined {
  const share = (s: Sport) =>
    facts.perSport[s].plannedMinutes ? facts.perSport[s].doneMinutes / facts.perSport[s].plannedMinutes : 0;
  return drafts
    .map((_, i) => i)
    .filter(
      (i) =>
        original[i].workoutDetails.sport !== behind &&
        !drafts[i].shortened &&
        !drafts[i].eased &&
        !drafts[i].lengthened,
    )
    .sort(
      (a, b) =>
        share(original[b].workoutDetails.sport) - share(original[a].workoutDetails.sport) ||
        minutesOf(drafts[b].details) - minutesOf(drafts[a].details),
    )[0];
}

function changesOf(
  drafts: Draft[],
  original: RaceSportWeek['workouts'],
  facts: AdaptationFacts,
  ctx: AdaptationContext,
): AdaptationChange[] {
  const t = textFor(ctx.lang).adapt;
  const changes: AdaptationChange[] = [];
  drafts.forEach((d, index) => {
    if (!d.shortened && !d.eased && !d.lengthened) return;
    const before = original[index].workoutDetails;
    const sport = KEY_OF[before.sport];
    const kind: AdaptationChangeKind = d.lengthened
      ? 'lengthened'
      : d.shortened && d.eased
        ? 'recovery'
        : d.shortened
          ? 'shortened'
          : 'eased';
    const reasons = REASON_ORDER.filter((r) => d.reasons.has(r));
    const changeFacts: AdaptationChangeFacts = {
      kind,
      sport,
      long: LONG_NAME.test(before.workoutName),
      weekday: weekdayOf(original[index].day),
      fromMinutes: minutesOf(before),
      toMinutes: minutesOf(d.details),
      why: reasons.map((r) => reasonPhrase(r, before.sport, facts)),
    };
    changes.push({
      index,
      kind,
      day: original[index].day,
      sport: before.sport,
      before,
      after: d.details,
      reasons,
      facts: changeFacts,
      text: changeText(changeFacts, t),
    });
  });
  return changes;
}

/** One reason as the athlete reads it, about the sport of the changed workout. */
export function reasonText(
  reason: AdaptationReason,
  sport: Sport,
  facts: AdaptationFacts,
  ctx: Pick<AdaptationContext, 'lang'>,
): string {
  return phraseText(reasonPhrase(reason, sport, facts), textFor(ctx.lang).adapt);
}
