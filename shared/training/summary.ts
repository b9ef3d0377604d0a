import type { SummaryFacts, SummarySuggestion } from '../schemas/summary-facts';
import type { ActivityInput, WeekSummary } from '../schemas/training';
import { activityDay, activitySport, matchActivityToWorkout } from './activity-match';
import { addDays } from '../calendar/days';
import { isHardWorkout } from './intensity';
import { KEY_OF } from './profile';
import { textFor } from './text/index';
import type { SummaryText } from './text/types';
import type { Lang, SummaryWorkoutInput } from './types';

export { activitySport, matchActivityToWorkout } from './activity-match';

/** Long and brick sessions, by the names the session builders give them in either language. */
const LONG_NAME = /^(Long|Dług)/;
const isKey = (w: SummaryWorkoutInput) =>
  isHardWorkout(w.workoutDetails) || /^(Long|Brick|Dług|Zakładka)/.test(w.workoutDetails.workoutName);

export interface SummarizeInput {
  weekFirstDay: string;
  workouts: SummaryWorkoutInput[];
  activities: ActivityInput[];
  lang?: Lang;
  /**
   * The start day of the latest activity a watch (an automatic source) delivered; null when none ever did. A silent
   * workout is missed only when it is on or after that workout's day, else not reported. Left out: every silent
   * workout is missed (as before reports existed).
   */
  lastAutomaticDay?: string | null;
}

/** What the week's record says beside the summary: sessions nobody reported and sessions skipped. */
export interface SummaryCounts {
  notReportedSessions: number;
  skippedSessions: number;
}

/** Each workout of a finished week: done, skipped, missed or not reported (its matched activity, if any). */
export function weekOutcomes(input: SummarizeInput): Array<{
  workout: SummaryWorkoutInput;
  activity: ActivityInput | null;
  outcome: 'done' | 'skipped' | 'missed' | 'not-reported';
}> {
  const last = addDays(input.weekFirstDay, 6);
  const activities = input.activities.filter((a) => activityDay(a) >= input.weekFirstDay && activityDay(a) <= last);
  const watchUntil = input.lastAutomaticDay === undefined ? '9999-12-31' : input.lastAutomaticDay;
  const taken = new Set<string>();
  const sorted = [...input.workouts].sort((a, b) => (a.day ?? '9999').localeCompare(b.day ?? '9999'));
  return sorted.map((workout) => {
    const activity = matchActivityToWorkout(workout, activities, taken);
    if (activity) taken.add(activity.id);
    const reported = workout.report?.status;
    const outcome =
      activity || workout.isCompleted || reported === 'done' || reported === 'changed'
        ? 'done'
        : reported === 'skipped'
          ? 'skipped'
          : watchUntil !== null && watchUntil >= (workout.day ?? input.weekFirstDay)
            ? 'missed'
            : 'not-reported';
    return { workout, activity, outcome };
  });
}

export function summaryCounts(input: SummarizeInput): SummaryCounts {
  const outcomes = weekOutcomes(input);
  return {
    notReportedSessions: outcomes.filter((o) => o.outcome === 'not-reported').length,
    skippedSessions: outcomes.filter((o) => o.outcome === 'skipped').length,
  };
}

/**
 * The week against its plan. Compliance counts only what is known (done, skipped, missed): a session nobody
 * reported is neither done nor missed, and the analysis says how many there were.
 */
export function summarizeWeek(input: SummarizeInput): WeekSummary {
  return summarizeWeekWithFacts(input).summary;
}

/** The summary and, beside it, its analysis and suggestions as numbers and codes (the web's words for them). */
export function summarizeWeekWithFacts(input: SummarizeInput): { summary: WeekSummary; facts: SummaryFacts } {
  const t = textFor(input.lang).summary;
  const last = addDays(input.weekFirstDay, 6);
  const activities = input.activities.filter((a) => activityDay(a) >= input.weekFirstDay && activityDay(a) <= last);
  const empty = () => ({ plannedMinutes: 0, doneMinutes: 0, plannedSessions: 0, doneSessions: 0 });
  const volume = { swim: empty(), bike: empty(), run: empty() };
  const taken = new Set<string>();
  const matched: WeekSummary['matchedWorkouts'] = [];
  const missedKey: string[] = [];
  let plannedSecs = 0;
  let doneSecs = 0;
  const outcomes = weekOutcomes(input);
  const sorted = outcomes.map((o) => o.workout);
  for (const { workout: w, activity: a, outcome } of outcomes) {
    // Strength work counts towards compliance, not towards a race sport's volume.
    const sport = w.workoutDetails.sport;
    const key = sport === 'STRENGTH_TRAINING' ? null : KEY_OF[sport];
    const secs = w.workoutDetails.estimatedDurationInSecs;
    if (key) volume[key].plannedMinutes += secs / 60;
    if (key) volume[key].plannedSessions += 1;
    if (outcome !== 'not-reported') plannedSecs += secs;
    if (a) {
      taken.add(a.id);
      matched.push({
        workoutId: w.id,
        activityId: a.id,
        reason: t.matchReason(a.activityType, w.day, Math.round(a.durationSecs / 60), Math.round(secs / 60)),
      });
    }
    if (outcome === 'done') {
      if (key) volume[key].doneSessions += 1;
      doneSecs += Math.min(secs, a ? a.durationSecs : secs);
    } else if (outcome !== 'not-reported' && isKey(w)) missedKey.push(w.workoutDetails.workoutName);
  }
  const notReported = outcomes.filter((o) => o.outcome === 'not-reported').length;
  const skipped = outcomes.filter((o) => o.outcome === 'skipped').length;
  for (const a of activities) {
    const s = activitySport(a);
    if (s) volume[KEY_OF[s]].doneMinutes += a.durationSecs / 60;
  }
  for (const v of Object.values(volume)) {
    v.plannedMinutes = Math.round(v.plannedMinutes);
    v.doneMinutes = Math.round(v.doneMinutes);
  }
  const compliance = plannedSecs ? Math.min(100, Math.round((doneSecs / plannedSecs) * 100)) : 0;
  const done = outcomes.filter((o) => o.outcome === 'done').length;
  const extra = activities.filter((a) => !taken.has(a.id)).length;
  const perSport = (['swim', 'bike', 'run'] as const)
    .filter((k) => volume[k].plannedSessions || volume[k].doneMinutes)
    .map((k) => ({ sport: k, done: volume[k].doneMinutes, planned: volume[k].plannedMinutes }));
  const suggestions: SummarySuggestion[] = [];
  if (!sorted.length) suggestions.push('nothingPlanned');
  else if (!plannedSecs) suggestions.push('nothingKnown');
  else if (compliance >= 90) suggestions.push('great');
  else if (compliance >= 70) suggestions.push('onTrack');
  else if (compliance >= 50) suggestions.push('hold');
  else suggestions.push('reset');
  if (missedKey.some((n) => LONG_NAME.test(n))) suggestions.push('repeatLong');
  if (extra) suggestions.push('countExtra');
  const facts: SummaryFacts = {
    done,
    planned: sorted.length,
    compliance,
    skipped,
    notReported,
    perSport,
    missedKey,
    allKeyDone: !missedKey.length && sorted.length > notReported,
    extra,
    suggestions,
  };
  return {
    summary: {
      compliancePercent: compliance,
      volumeBySport: volume,
      missedKeySessions: missedKey,
      analysis: summaryAnalysis(facts, t),
      nextWeekSuggestions: facts.suggestions.map((code) => t[code]),
      matchedWorkouts: matched,
    },
    facts,
  };
}

/** The summary's analysis in the engine's words of one language. */
export function summaryAnalysis(f: SummaryFacts, t: SummaryText): string {
  return [
    t.completed(f.done, f.planned, f.compliance),
    f.skipped ? t.skipped(f.skipped) : '',
    f.notReported ? t.notReported(f.notReported) : '',
    f.perSport.length ? t.doneVsPlanned(f.perSport) : '',
    f.missedKey.length ? t.missedKey(f.missedKey) : f.allKeyDone ? t.allKeyDone : '',
    f.extra ? t.extra(f.extra) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
