import { addDays } from '../calendar/days';
import { KEY_OF } from '../training/profile';
import { activitySport } from '../training/activity-match';
import type { RawActivity } from './compute';
import { activityLoad, type HeartRateProfile } from './load';
import { FITNESS_DAYS, loadSeries, WARM_UP_DAYS } from './training-load';

/** Each day's load: the sum of its activities' (power, heart rate, session RPE or duration, as the progress page). */
export function dailyLoads(
  activities: readonly RawActivity[],
  heartRate: HeartRateProfile | null,
  ftp: number | null = null,
): Map<string, number> {
  const daily = new Map<string, number>();
  for (const a of activities) {
    const d = a.startTime.slice(0, 10);
    const sport = activitySport(a);
    const { load } = activityLoad(
      {
        sport: sport ? KEY_OF[sport] : null,
        durationSecs: a.loadSecs ?? a.durationSecs,
        averageHeartRate: a.averageHeartRate,
        rpe: a.rpe,
        normalizedPower: a.normalizedPower,
      },
      heartRate,
      ftp,
    );
    daily.set(d, (daily.get(d) ?? 0) + load);
  }
  return daily;
}

/** The first day of activities loadOn needs for `day`. */
export const loadNeededFrom = (day: string) => addDays(day, -WARM_UP_DAYS);

/**
 * Fitness and form at the end of `day` from the activities up to it, as the progress page computes them. `settled`
 * is false until the activities reach back a fitness time constant: before that any training at all reads as deep
 * fatigue (fatigue rises six times faster than fitness), which says nothing about the athlete.
 */
export function loadOn(
  activities: readonly RawActivity[],
  heartRate: HeartRateProfile | null,
  day: string,
  ftp: number | null = null,
): { fitness: number; form: number; settled: boolean } {
  const daily = dailyLoads(activities, heartRate, ftp);
  const last = loadSeries(daily, loadNeededFrom(day), day).at(-1);
  const earliest = [...daily.keys()].sort()[0];
  return {
    fitness: last?.fitness ?? 0,
    form: last?.form ?? 0,
    settled: !!earliest && earliest <= addDays(day, -FITNESS_DAYS),
  };
}
