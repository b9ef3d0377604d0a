import type { ThresholdName } from '../schemas/thresholds';
import type { EstimateBasis, EstimateMissing, ThresholdEstimate } from '../schemas/threshold-api';

/** What an estimate can read from a recorded activity (what the watch push and the simulation store). */
export interface EstimateActivity {
  id: string;
  activityType: string;
  startTime: string;
  durationInSeconds: number;
  distanceInMeters: number | null;
  averageHeartRate: number | null;
  maxHeartRate?: number | null;
}

/** A sustained effort: long enough to say something about threshold, short enough to have been hard. */
export const EFFORT_MIN_SECS = 20 * 60;
export const EFFORT_MAX_SECS = 90 * 60;
/** Swims: a session of at least 400 m. */
export const SWIM_MIN_METRES = 400;

/**
 * Riegel's endurance model (T2 = T1 * (D2/D1)^1.06) as speed over time: v(T) ∝ T^(-0.06/1.06). It turns the best
 * average speed held for T into the speed holdable for one hour, the threshold (run) or for 30 min (CSS ≈ 1500 m).
 */
export const RIEGEL_EXPONENT = 0.06 / 1.06;
export const speedHeldFor = (speed: number, heldSecs: number, forSecs: number) =>
  speed * (heldSecs / forSecs) ** RIEGEL_EXPONENT;

/**
 * An average heart rate held for 20-30 min all out sits a little above threshold HR (Friel: LTHR ≈ 95 % of a
 * 20-minute test's average); over 30-90 min the average is threshold HR itself.
 */
export const SHORT_EFFORT_HR_FACTOR = 0.95;
const SHORT_EFFORT_SECS = 30 * 60;

const plausibleHr = (hr: number | null | undefined): hr is number =>
  typeof hr === 'number' && Number.isFinite(hr) && hr >= 60 && hr <= 230;
const basisOf = (a: EstimateActivity, measured: number): EstimateBasis => ({
  activityId: a.id,
  day: a.startTime.slice(0, 10),
  sport: a.activityType,
  durationSecs: Math.round(a.durationInSeconds),
  distanceMeters: a.distanceInMeters === null ? null : Math.round(a.distanceInMeters),
  measured,
});
const none = (name: ThresholdName, missing: EstimateMissing): ThresholdEstimate => ({
  name,
  value: null,
  basis: null,
  missing,
});
const best = <T>(items: T[], score: (item: T) => number): T | undefined =>
  items.reduce<T | undefined>((top, item) => (top === undefined || score(item) > score(top) ? item : top), undefined);
const sustained = (a: EstimateActivity) =>
  a.durationInSeconds >= EFFORT_MIN_SECS && a.durationInSeconds <= EFFORT_MAX_SECS;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** Max HR: the highest max heart rate a recorded activity carries. */
export function estimateMaxHr(activities: readonly EstimateActivity[]): ThresholdEstimate {
  const withMax = activities.filter((a) => plausibleHr(a.maxHeartRate));
  if (!withMax.length)
    return none('maxHr', activities.some((a) => plausibleHr(a.averageHeartRate)) ? 'noMaxHeartRate' : 'noHeartRate');
  const top = best(withMax, (a) => a.maxHeartRate!)!;
  return {
    name: 'maxHr',
    value: clamp(top.maxHeartRate!, 120, 230),
    basis: basisOf(top, top.maxHeartRate!),
    missing: null,
  };
}

/** Threshold HR: the highest average HR over a sustained run (rides when no run has one), short efforts scaled by 0.95. */
export function estimateThresholdHr(activities: readonly EstimateActivity[]): ThresholdEstimate {
  const efforts = (sport: string) =>
    activities.filter((a) => a.activityType === sport && sustained(a) && plausibleHr(a.averageHeartRate));
  const candidates = efforts('RUNNING').length ? efforts('RUNNING') : efforts('CYCLING');
  if (!candidates.length)
    return none(
      'thresholdHr',
      activities.some((a) => plausibleHr(a.averageHeartRate)) ? 'noSustainedEffort' : 'noHeartRate',
    );
  const threshold = (a: EstimateActivity) =>
    a.averageHeartRate! * (a.durationInSeconds < SHORT_EFFORT_SECS ? SHORT_EFFORT_HR_FACTOR : 1);
  const top = best(candidates, threshold)!;
  return {
    name: 'thresholdHr',
    value: clamp(threshold(top), 90, 220),
    basis: basisOf(top, top.averageHeartRate!),
    missing: null,
  };
}

/** Run threshold pace: the fastest sustained run, its speed carried to one hour (Riegel), in seconds per km. */
export function estimateRunThresholdPace(activities: readonly EstimateActivity[]): ThresholdEstimate {
  const runs = activities.filter((a) => a.activityType === 'RUNNING' && sustained(a) && (a.distanceInMeters ?? 0) > 0);
  if (!runs.length)
    return none(
      'runThresholdPace',
      activities.some((a) => a.activityType === 'RUNNING') ? 'noSustainedEffort' : 'noRuns',
    );
  const hourSpeed = (a: EstimateActivity) =>
    speedHeldFor(a.distanceInMeters! / a.durationInSeconds, a.durationInSeconds, 3600);
  const top = best(runs, hourSpeed)!;
  return {
    name: 'runThresholdPace',
    value: clamp(1000 / hourSpeed(top), 150, 600),
    basis: basisOf(top, Math.round(top.durationInSeconds / (top.distanceInMeters! / 1000))),
    missing: null,
  };
}

/** Swim CSS: the fastest swim session of 400 m or more, its speed carried to 30 min, in seconds per 100 m. */
export function estimateSwimCss(activities: readonly EstimateActivity[]): ThresholdEstimate {
  const swims = activities.filter(
    (a) => a.activityType === 'SWIMMING' && (a.distanceInMeters ?? 0) >= SWIM_MIN_METRES && a.durationInSeconds > 0,
  );
  if (!swims.length)
    return none('swimCss', activities.some((a) => a.activityType === 'SWIMMING') ? 'noSwimDistance' : 'noSwims');
  const cssSpeed = (a: EstimateActivity) =>
    speedHeldFor(a.distanceInMeters! / a.durationInSeconds, a.durationInSeconds, 1800);
  const top = best(swims, cssSpeed)!;
  return {
    name: 'swimCss',
    value: clamp(100 / cssSpeed(top), 50, 240),
    basis: basisOf(top, Math.round(top.durationInSeconds / (top.distanceInMeters! / 100))),
    missing: null,
  };
}

/** FTP needs ride power, which no recorded activity carries (Garmin's activity summary has none): a test or the athlete's figure. */
export function estimateFtp(): ThresholdEstimate {
  return none('ftp', 'noPower');
}

const ESTIMATORS: Record<ThresholdName, (activities: readonly EstimateActivity[]) => ThresholdEstimate> = {
  maxHr: estimateMaxHr,
  thresholdHr: estimateThresholdHr,
  runThresholdPace: estimateRunThresholdPace,
  swimCss: estimateSwimCss,
  ftp: estimateFtp,
};

/** Proposals for the asked thresholds from the athlete's best efforts; each says what it is based on or what is missing. */
export function estimateThresholds(
  activities: readonly EstimateActivity[],
  names: readonly ThresholdName[],
): ThresholdEstimate[] {
  return names.map((name) => ESTIMATORS[name](activities));
}
