import { addDays } from '../../calendar/days';
import { checkInDrivers } from './check-in';
import { BASELINE_DAYS, hrvTrend, MIN_VALUES, validRmssd } from './hrv';
import { restingHrTrend, validRestingHr } from './resting-hr';
import type { Driver, Level, ReadinessDay, Reading, Verdict } from './types';

/** Never a verdict from fewer than this many valid days before today (Plews et al. 2014: 3 valid days). */
export const MIN_BASELINE_DAYS = MIN_VALUES;
/** Three reasons for caution together are a reason to rest. */
const CAUTIONS_FOR_REST = 3;

/** The athlete's typed value wins over the watch's: it is what they measured this morning. */
export const rmssdOf = (d: ReadinessDay) =>
  validRmssd(d.checkIn?.hrvRmssd) ? d.checkIn.hrvRmssd : validRmssd(d.watch?.hrvRmssd) ? d.watch.hrvRmssd : null;
export const restingHrOf = (d: ReadinessDay) =>
  validRestingHr(d.checkIn?.restingHr)
    ? d.checkIn.restingHr
    : validRestingHr(d.watch?.restingHr)
      ? d.watch.restingHr
      : null;
const isValidDay = (d: ReadinessDay) => Boolean(d.checkIn) || rmssdOf(d) !== null || restingHrOf(d) !== null;

function verdictOf(drivers: Driver[]): Verdict {
  const levels: Level[] = drivers.map((d) => d.level);
  if (levels.includes(2) || levels.filter((l) => l === 1).length >= CAUTIONS_FOR_REST) return 'rest';
  return levels.includes(1) ? 'caution' : 'ready';
}

/** Today's reading from the days known (any order, any range; the 60 days before today are the baseline). */
export function readinessOn(days: readonly ReadinessDay[], today: string): Reading {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const from = addDays(today, -BASELINE_DAYS);
  const baselineDays = days.filter((d) => d.date >= from && d.date < today && isValidDay(d)).length;
  const rmssd = new Map(days.flatMap((d) => (rmssdOf(d) === null ? [] : [[d.date, rmssdOf(d)!] as const])));
  const restingHr = new Map(days.flatMap((d) => (restingHrOf(d) === null ? [] : [[d.date, restingHrOf(d)!] as const])));
  const day = byDate.get(today);
  const drivers: Driver[] = [];
  const hrv = hrvTrend(rmssd, today);
  if (hrv && (hrv.status === 'low' || hrv.status === 'far-low'))
    drivers.push({ kind: 'hrv', level: hrv.status === 'far-low' ? 2 : 1, change: Math.round(hrv.changePct) });
  const hr = restingHrTrend(restingHr, today);
  if (hr && hr.status !== 'normal')
    drivers.push({ kind: 'restingHr', level: hr.status === 'far-elevated' ? 2 : 1, change: Math.round(hr.change) });
  drivers.push(...checkInDrivers(day?.checkIn, day?.watch));
  drivers.sort((a, b) => b.level - a.level);
  const sick = Boolean(day?.checkIn?.sick);
  const hasToday = Boolean(day && isValidDay(day)) || drivers.length > 0;
  const verdict = baselineDays >= MIN_BASELINE_DAYS && hasToday ? verdictOf(drivers) : null;
  return {
    date: today,
    verdict,
    drivers: verdict === null ? drivers.filter((d) => d.kind === 'sick') : drivers,
    baselineDays,
    sick,
  };
}
