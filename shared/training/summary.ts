import type { ActivityInput, Sport, WeekSummary } from '../schemas/training';
import { addDays } from './dates';
import { isHardWorkout } from './guardrails/workout';
import { KEY_OF } from './profile';
import type { SummaryWorkoutInput } from './types';

export function activitySport(a: Pick<ActivityInput, 'activityType'>): Sport | null {
  const t = a.activityType.toUpperCase();
  if (/SWIM/.test(t)) return 'SWIMMING';
  if (/CYCL|BIK|RIDE|SPIN/.test(t)) return 'CYCLING';
  if (/RUN|TREADMILL|TRAIL/.test(t)) return 'RUNNING';
  return null;
}

/** The activity's calendar day: the first 10 characters of its ISO start time (local time when it has an offset). */
const activityDay = (a: ActivityInput) => a.startTime.slice(0, 10);

/**
 * A workout is completed by an activity of its sport on its day; among several, the one closest in duration.
 * `taken` holds activity ids already matched to other workouts.
 */
export function matchActivityToWorkout(
  workout: SummaryWorkoutInput,
  activities: ActivityInput[],
  taken: Set<string> = new Set(),
): ActivityInput | null {
  if (!workout.day) return null;
  const planned = workout.workoutDetails.estimatedDurationInSecs;
  const candidates = activities.filter(
    (a) => !taken.has(a.id) && activityDay(a) === workout.day && activitySport(a) === workout.workoutDetails.sport,
  );
  candidates.sort((a, b) => Math.abs(a.durationSecs - planned) - Math.abs(b.durationSecs - planned));
  return candidates[0] ?? null;
}

const isKey = (w: SummaryWorkoutInput) => isHardWorkout(w.workoutDetails) || /^(Long|Brick)/.test(w.workoutDetails.workoutName);

export function summarizeWeek(input: { weekFirstDay: string; workouts: SummaryWorkoutInput[]; activities: ActivityInput[] }): WeekSummary {
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
      matched.push({ workoutId: w.id, activityId: a.id, reason: `${a.activityType} on ${w.day}, ${Math.round(a.durationSecs / 60)} of ${Math.round(secs / 60)} planned minutes` });
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
    .map((k) => `${k} ${volume[k].doneMinutes}/${volume[k].plannedMinutes} min`)
    .join(', ');
  const analysis = [
    `You completed ${done} of ${sorted.length} planned sessions (${compliance} % of the planned time).`,
    perSport ? `Done vs planned: ${perSport}.` : '',
    missedKey.length ? `Missed key sessions: ${missedKey.join(', ')}.` : sorted.length ? 'All key sessions were done.' : '',
    extra ? `${extra} extra ${extra === 1 ? 'activity was' : 'activities were'} recorded outside the plan.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const suggestions: string[] = [];
  if (!sorted.length) suggestions.push('Plan a regular week: nothing was scheduled for this one.');
  else if (compliance >= 90) suggestions.push('Great consistency: continue with the planned progression next week.');
  else if (compliance >= 70) suggestions.push('Mostly on track: keep next week at the planned load, do not make up missed sessions.');
  else if (compliance >= 50) suggestions.push('Hold the load next week at this week’s level instead of increasing it, and replace one quality session with an easy one.');
  else suggestions.push('Reset next week: reduce the volume by about 15 % and keep all sessions easy to rebuild consistency.');
  if (missedKey.some((n) => /^Long/.test(n))) suggestions.push('Repeat the missed long session at the same length next week rather than making it longer.');
  if (extra) suggestions.push('Count unplanned activities as part of the load: keep the easy days easy.');
  return { compliancePercent: compliance, volumeBySport: volume, missedKeySessions: missedKey, analysis, nextWeekSuggestions: suggestions, matchedWorkouts: matched };
}
