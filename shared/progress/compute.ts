import type { ActivityLoadView, LoadMethod, ProgressView, ProgressWeek, WeekFigures } from '../schemas/progress';
import { addDays, daysBetween } from '../calendar/days';
import { KEY_OF } from '../training/profile';
import { activitySport } from '../training/activity-match';
import { activityLoad, type HeartRateProfile } from './load';
import { fitnessLevelPoints, planProgress } from './plan-progress';
import { formReading, loadSeries, WARM_UP_DAYS } from './training-load';
import type { FitnessRowInput, PlanInput, ProgressActivity, ProgressWeekInput, ProgressWorkout } from './types';
import { distanceComparison, volumeByWeek } from './volume';
import { isFrozen, weekEnd, weekFigures } from './weeks';

export interface RawActivity {
  id: string;
  activityType: string;
  startTime: string;
  durationSecs: number;
  distanceMeters: number | null;
  averageHeartRate: number | null;
  /** Seconds the load counts when not the whole duration (an upload's moving time). */
  loadSecs?: number;
  /** Session RPE 1-10 (logged sessions). */
  rpe?: number | null;
  normalizedPower?: number | null;
}

/** How many of the range's activities the answer lists with their load (newest first). */
export const ACTIVITY_LOADS_LIMIT = 50;

export interface ProgressInput {
  from: string;
  to: string;
  /** The reading day: the range's end, or today when the range runs into the future. */
  asOf: string;
  activities: readonly RawActivity[];
  heartRate: HeartRateProfile | null;
  /** The athlete's FTP (W), for the power method; null when unknown. */
  ftp?: number | null;
  weeks: readonly (ProgressWeekInput & { deleted: boolean; status: string })[];
  workouts: readonly ProgressWorkout[];
  fitnessRows: readonly FitnessRowInput[];
  plan: PlanInput | null;
  /** The latest day a watch delivered an activity (null: never; left out: every silent past workout is missed). */
  lastAutomaticDay?: string | null;
}

/** The first day of activities the figures need: the fitness warm-up before the range, or 8 weeks for the distance comparison. */
export function activitiesNeededFrom(from: string, asOf: string): string {
  const warmUp = addDays(from, -WARM_UP_DAYS);
  const comparison = addDays(asOf, -55);
  return warmUp < comparison ? warmUp : comparison;
}

/** A Monday: buckets fall on Mondays when there is neither a plan nor a week to align them with. */
const MONDAY = '2024-01-01';

/**
 * Everything the progress screen shows, from the athlete's items. Finished weeks use their stored figures; the
 * ones that just became final are returned in `toStore` so the caller keeps them on the week item.
 */
export function computeProgress(input: ProgressInput): {
  view: ProgressView;
  toStore: Array<{ weekId: string; figures: WeekFigures }>;
} {
  const { from, to, asOf } = input;
  const activities: Array<ProgressActivity & { method: LoadMethod; activityType: string; startTime: string }> =
    input.activities
      .filter((a) => a.startTime.slice(0, 10) <= to)
      .map((a) => {
        const sport = activitySport(a);
        const key = sport ? KEY_OF[sport] : null;
        const { load, method } = activityLoad(
          {
            sport: key,
            durationSecs: a.loadSecs ?? a.durationSecs,
            averageHeartRate: a.averageHeartRate,
            rpe: a.rpe,
            normalizedPower: a.normalizedPower,
          },
          input.heartRate,
          input.ftp ?? null,
        );
        return {
          id: a.id,
          day: a.startTime.slice(0, 10),
          sport: key,
          durationSecs: a.durationSecs,
          distanceMeters: a.distanceMeters,
          load,
          method,
          activityType: a.activityType,
          startTime: a.startTime,
        };
      });

  const daily = new Map<string, number>();
  for (const a of activities) daily.set(a.day, (daily.get(a.day) ?? 0) + a.load);
  const series = loadSeries(daily, activitiesNeededFrom(from, asOf), asOf).filter((d) => d.date >= from);
  const last = series.at(-1);
  const historyFrom = activities.reduce<string | null>(
    (first, a) => (a.day <= asOf && (!first || a.day < first) ? a.day : first),
    null,
  );
  const historyDays = historyFrom ? daysBetween(historyFrom, asOf) + 1 : 0;
  const inRange = activities.filter((a) => a.day >= from && a.day <= to);
  const methods: Record<LoadMethod, number> = { power: 0, heartRate: 0, rpe: 0, duration: 0 };
  for (const a of inRange) methods[a.method] += 1;
  const activityLoads: ActivityLoadView[] = [...inRange]
    .sort((a, b) => b.startTime.localeCompare(a.startTime))
    .slice(0, ACTIVITY_LOADS_LIMIT)
    .map((a) => ({
      id: a.id,
      day: a.day,
      activityType: a.activityType.toUpperCase(),
      sport: a.sport,
      durationSecs: a.durationSecs,
      load: Math.round(a.load * 10) / 10,
      method: a.method,
    }));

  const toStore: Array<{ weekId: string; figures: WeekFigures }> = [];
  // A range that runs to the reading day also shows the week planned next (a new athlete's first week starts ahead).
  const lastFirstDay = asOf === to ? addDays(to, 7) : to;
  const weeks: ProgressWeek[] = input.weeks
    .filter((w) => !w.deleted && w.status !== 'failed' && weekEnd(w.firstDay) >= from && w.firstDay <= lastFirstDay)
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay))
    .map((w) => {
      const current = w.firstDay <= asOf && asOf <= weekEnd(w.firstDay);
      const upcoming = w.firstDay > asOf;
      const frozen = isFrozen(w, asOf);
      if (frozen && w.stored) return { ...w.stored, weekId: w.id, current, upcoming, stored: true };
      const figures = weekFigures(
        w.firstDay,
        input.workouts.filter((x) => x.weekId === w.id),
        activities,
        { asOf, lastAutomaticDay: input.lastAutomaticDay },
      );
      if (frozen) toStore.push({ weekId: w.id, figures });
      return { ...figures, weekId: w.id, current, upcoming, stored: false };
    });

  const anchor = input.plan?.planStarts ?? weeks[0]?.firstDay ?? MONDAY;
  const view: ProgressView = {
    from,
    to,
    asOf,
    activityCount: inRange.length,
    load: {
      days: series,
      today: last ? { ...last, reading: formReading(last.fitness, last.form, historyDays) } : null,
      historyFrom,
      methods,
      ftp: input.ftp ?? null,
      heartRate: input.heartRate
        ? { max: input.heartRate.max, threshold: input.heartRate.threshold, source: input.heartRate.source ?? 'age' }
        : null,
    },
    activities: activityLoads,
    weeks,
    volume: volumeByWeek(activities, anchor, from, to),
    distance: distanceComparison(activities, asOf),
    fitnessLevels: fitnessLevelPoints(input.fitnessRows, from, to),
    plan: input.plan ? planProgress(input.plan, asOf) : null,
  };
  return { view, toStore };
}
