import type { ParsedActivity } from './parsed-activity';
import { meanOfSeries, normalizedPowerOfSeries, perSecond, type TimedValue } from './power';

/** One point of a recorded track (TCX Trackpoint, GPX trkpt, FIT record); every field but the time may be missing. */
export interface TrackPoint {
  /** ms since epoch. */
  t: number;
  lat?: number;
  lon?: number;
  elevation?: number;
  /** Cumulative metres, when the device counted them (wheel sensor, footpod, GPS). */
  distance?: number;
  heartRate?: number;
  power?: number;
}

export interface TrackFigures {
  startMs: number;
  elapsedSeconds: number;
  movingSeconds: number | null;
  distanceMeters: number | null;
  averageHeartRate: number | null;
  maxHeartRate: number | null;
  averagePower: number | null;
  normalizedPower: number | null;
  elevationGainMeters: number | null;
  hasPosition: boolean;
}

/** Slower than this between two points is standing (walking is ~1.3 m/s). */
export const MOVING_SPEED_MS = 0.5;
/** A climb counts once the elevation rose this much from the last low point (GPS and barometer noise is ~1 m). */
export const ELEVATION_HYSTERESIS_M = 2;
const EARTH_RADIUS_M = 6_371_000;

/** The figures of a track read point by point (sorted by time here). Null where no point carried the value. */
export function trackFigures(unsorted: readonly TrackPoint[]): TrackFigures | null {
  const points = unsorted.filter((p) => Number.isFinite(p.t));
  if (!points.every((p, i) => i === 0 || points[i - 1]!.t <= p.t)) points.sort((a, b) => a.t - b.t);
  if (points.length === 0) return null;
  const first = points[0]!;
  const last = points.at(-1)!;
  const distances = cumulativeDistance(points);
  const heart = samples(points, (p) => (p.heartRate && p.heartRate > 0 ? p.heartRate : undefined));
  const power = samples(points, (p) => (p.power !== undefined && p.power >= 0 ? p.power : undefined));
  const avgHr = meanOfSeries(perSecond(heart));
  const powerSeries = perSecond(power);
  const avgPower = meanOfSeries(powerSeries);
  const noPower = power.every((s) => s.value === 0);
  return {
    startMs: first.t,
    elapsedSeconds: Math.round((last.t - first.t) / 1000),
    movingSeconds: distances ? movingSeconds(points, distances) : null,
    distanceMeters: distances ? round1(distances.at(-1)!) : null,
    averageHeartRate: avgHr === null ? null : Math.round(avgHr),
    maxHeartRate: heart.length ? heart.reduce((max, s) => Math.max(max, s.value), 0) : null,
    averagePower: avgPower === null || noPower ? null : Math.round(avgPower),
    normalizedPower: noPower ? null : normalizedPowerOfSeries(powerSeries),
    elevationGainMeters: elevationGain(points),
    hasPosition: points.some((p) => p.lat !== undefined && p.lon !== undefined),
  };
}

function samples(points: readonly TrackPoint[], value: (p: TrackPoint) => number | undefined): TimedValue[] {
  const out: TimedValue[] = [];
  for (const p of points) {
    const v = value(p);
    if (v !== undefined && Number.isFinite(v)) out.push({ t: p.t, value: v });
  }
  return out;
}

/** The device's own distance when it recorded one, else the sum of great-circle steps between positions. */
function cumulativeDistance(points: readonly TrackPoint[]): number[] | null {
  if (points.some((p) => p.distance !== undefined)) {
    let last = 0;
    return points.map((p) => (last = p.distance !== undefined && p.distance >= last ? p.distance : last));
  }
  if (!points.some((p) => p.lat !== undefined)) return null;
  let total = 0;
  let previous: TrackPoint | undefined;
  return points.map((p) => {
    if (p.lat === undefined || p.lon === undefined) return total;
    if (previous) total += haversine(previous, p);
    previous = p;
    return total;
  });
}

export function haversine(a: { lat?: number; lon?: number }, b: { lat?: number; lon?: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat! - a.lat!) * rad;
  const dLon = (b.lon! - a.lon!) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat! * rad) * Math.cos(b.lat! * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Seconds between consecutive points that moved at walking pace or faster (a stop, recorded or paused, did not). */
function movingSeconds(points: readonly TrackPoint[], distances: readonly number[]): number {
  let moving = 0;
  for (let i = 1; i < points.length; i++) {
    const dt = (points[i]!.t - points[i - 1]!.t) / 1000;
    if (dt <= 0) continue;
    if ((distances[i]! - distances[i - 1]!) / dt >= MOVING_SPEED_MS) moving += dt;
  }
  return Math.round(moving);
}

/** The sum of climbs, each counted once it exceeds the hysteresis (so noise on the flat adds nothing). */
function elevationGain(points: readonly TrackPoint[]): number | null {
  let gain = 0;
  let anchor: number | undefined;
  let seen = false;
  for (const p of points) {
    if (p.elevation === undefined || !Number.isFinite(p.elevation)) continue;
    seen = true;
    if (anchor === undefined || p.elevation < anchor) anchor = p.elevation;
    else if (p.elevation - anchor >= ELEVATION_HYSTERESIS_M) {
      gain += p.elevation - anchor;
      anchor = p.elevation;
    }
  }
  return seen ? Math.round(gain) : null;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * An activity read from its track alone (a GPX, or a FIT without a session message); indoor when nothing had a
 * position. A null sport is one the file does not name: OTHER, marked unknown.
 */
export function activityFromTrack(
  track: TrackFigures,
  activityType: ParsedActivity['activityType'] | null,
  indoorBySport = false,
): ParsedActivity {
  return {
    activityType: activityType ?? 'OTHER',
    ...(activityType === null ? { sportUnknown: true as const } : {}),
    startTime: new Date(track.startMs).toISOString(),
    elapsedSeconds: track.elapsedSeconds,
    movingSeconds: track.movingSeconds,
    distanceMeters: track.distanceMeters,
    averageHeartRate: track.averageHeartRate,
    maxHeartRate: track.maxHeartRate,
    averagePower: track.averagePower,
    normalizedPower: track.normalizedPower,
    elevationGainMeters: track.elevationGainMeters,
    poolLengthMeters: null,
    lengths: null,
    indoor: indoorBySport || !track.hasPosition,
  };
}
