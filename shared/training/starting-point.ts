import type { ActivityInput, CurrentTraining, SportVolume } from '../schemas/training';
import { activitySport } from './activity-match';
import { addDays, daysBetween } from '../calendar/days';
import { KEY_OF, round } from './profile';

/**
 * The plan starts from what the athlete trains now (decision record 024): the first week at most 10 % over the
 * current weekly time, and each long session at most 10 % a week over the longest recent one (the 10 % rule of
 * Friel 2016; Gabbett 2016's acute:chronic ratio stays under ~1.3). Without a current level the plan starts from
 * its fitness-level estimate.
 */
export const START_RAMP = 1.1;
export const LONG_GROWTH = 1.1;
/** A long session never starts under this (a sport the athlete does not train yet starts here). */
const LONG_FLOOR: Record<keyof SportVolume, number> = { swim: 30, bike: 45, run: 30 };

/** Week 1's minutes: the fitness-based start, but within START_RAMP of what the athlete does now. */
export function startFromCurrent(
  formulaStart: number,
  peakMinutes: number,
  current: CurrentTraining | null | undefined,
): number {
  if (!current) return formulaStart;
  const now = current.weeklyMinutes.swim + current.weeklyMinutes.bike + current.weeklyMinutes.run;
  return Math.min(peakMinutes, Math.max(60, now * START_RAMP));
}

/** The longest session per sport allowed in `week` (1-based): the longest recent one grown 10 % a week. */
export function longCapsFor(current: CurrentTraining | null | undefined, week: number): SportVolume | undefined {
  if (!current) return undefined;
  const f = Math.pow(LONG_GROWTH, Math.max(0, week - 1));
  const cap = (k: keyof SportVolume) => round(Math.max(LONG_FLOOR[k], current.longestMinutes[k]) * f, 5);
  return { swim: cap('swim'), bike: cap('bike'), run: cap('run') };
}

/** Weeks of recorded activities the current level is read from. */
export const HISTORY_DAYS = 42;

/**
 * The current level read from recorded activities of the last 6 weeks (averaged over the 4-6 weeks they cover); null
 * when there are none of swim, bike or run.
 */
export function currentTrainingFromActivities(
  activities: Pick<ActivityInput, 'activityType' | 'startTime' | 'durationSecs'>[],
  today: string,
): CurrentTraining | null {
  const from = addDays(today, -HISTORY_DAYS);
  const recent = activities.filter(
    (a) => a.startTime.slice(0, 10) >= from && a.startTime.slice(0, 10) <= today && activitySport(a),
  );
  if (!recent.length) return null;
  const earliest = recent.map((a) => a.startTime.slice(0, 10)).sort()[0];
  const weeks = Math.min(6, Math.max(4, Math.ceil((daysBetween(earliest, today) + 1) / 7)));
  const total = { swim: 0, bike: 0, run: 0 };
  const longest = { swim: 0, bike: 0, run: 0 };
  for (const a of recent) {
    const k = KEY_OF[activitySport(a) as 'SWIMMING' | 'CYCLING' | 'RUNNING'];
    const min = a.durationSecs / 60;
    total[k] += min;
    longest[k] = Math.max(longest[k], min);
  }
  const r = (n: number) => Math.round(n);
  return {
    weeklyMinutes: { swim: r(total.swim / weeks), bike: r(total.bike / weeks), run: r(total.run / weeks) },
    longestMinutes: { swim: r(longest.swim), bike: r(longest.bike), run: r(longest.run) },
  };
}
