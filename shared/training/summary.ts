import type { ActivityInput, WeekSummary } from '../schemas/training';
import { activityDay, activitySport, matchActivityToWorkout } from './activity-match';
import { addDays } from './dates';
import { isHardWorkout } from './intensity';
import { KEY_OF } from './profile';
import { textFor } from './text/index';
import type { Lang, SummaryWorkoutInput } from './types';

export { activitySport, matchActivityToWorkout } from './activity-match';

/** Long and brick sessions, by the names the session builders give them in either language. */
const LONG_NAME = /^(Long|Dług)/;
const isKey = (w: SummaryWorkoutInput) => isHardWorkout(w.workoutDetails) || /^(Long|Brick|Dług|Zakładka)/.test(w.workoutDetails.workoutName);

export function summarizeWeek(input: { weekFirstDay: string; workouts: SummaryWorkoutInput[]; activities: ActivityInput[]; lang?: Lang }): WeekSummary {
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
  const sorted = [...input.workouts].sort((a, b) => (a.day ?? '9999').localeCompare(b.day ?? '9999'));
  for (const w of sorted) {
    const key = KEY_OF[w.workoutDetails.sport];
    const secs = w.workoutDetails.estimatedDurationInSecs;
    volume[key].plannedMinutes += secs / 60;
    volume[key].plannedSessions += 1;
    plannedSecs += secs;
    const a = matchActivityToWorkout(w, activities, taken);
    if (a) {
      taken.add(a.id);
      matched.push({ workoutId: w.id, activityId: a.id, reason: t.matchReason(a.activityType, w.day, Math.round(a.durationSecs / 60), Math.round(secs / 60)) });
    }
    if (a || w.isCompleted) {
      volume[key].doneSessions += 1;
      doneSecs += Math.min(secs, a ? a.durationSecs : secs);
    } else if (isKey(w)) missedKey.push(w.workoutDetails.workoutName);
  }
  for (const a of activities) {
    const s = activitySport(a);
    if (s) volume[KEY_OF[s]].doneMinutes += a.durationSecs / 60;
  }
  for (const v of Object.values(volume)) {
    v.plannedMinutes = Math.round(v.plannedMinutes);
    v.doneMinutes = Math.round(v.doneMinutes);
  }
  const compliance = plannedSecs ? Math.min(100, Math.round((doneSecs / plannedSecs) * 100)) : 0;
  const done = sorted.filter((w) => matched.some((m) => m.workoutId === w.id) || w.isCompleted).length;
  const extra = activities.filter((a) => !taken.has(a.id)).length;
  const perSport = (['swim', 'bike', 'run'] as const)
    .filter((k) => volume[k].plannedSessions || volume[k].doneMinutes)
    .map((k) => ({ sport: k, done: volume[k].doneMinutes, planned: volume[k].plannedMinutes }));
  const analysis = [
    t.completed(done, sorted.length, compliance),
    perSport.length ? t.doneVsPlanned(perSport) : '',
    missedKey.length ? t.missedKey(missedKey) : sorted.length ? t.allKeyDone : '',
    extra ? t.extra(extra) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const suggestions: string[] = [];
  if (!sorted.length) suggestions.push(t.nothingPlanned);
  else if (compliance >= 90) suggestions.push(t.great);
  else if (compliance >= 70) suggestions.push(t.onTrack);
  else if (compliance >= 50) suggestions.push(t.hold);
  else suggestions.push(t.reset);
  if (missedKey.some((n) => LONG_NAME.test(n))) suggestions.push(t.repeatLong);
  if (extra) suggestions.push(t.countExtra);
  return { compliancePercent: compliance, volumeBySport: volume, missedKeySessions: missedKey, analysis, nextWeekSuggestions: suggestions, matchedWorkouts: matched };
}
