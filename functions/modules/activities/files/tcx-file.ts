import type { ParsedActivity, ParsedFile } from './parsed-activity';
import { refuse } from './refusals';
import { tcxSport } from './sport-mapping';
import { trackFigures, type TrackPoint } from './track-summary';
import { readXml } from './xml-reader';

interface TcxLap {
  startMs?: number;
  seconds?: number;
  meters?: number;
  avgHr?: number;
  maxHr?: number;
}

interface TcxActivity {
  sport?: string;
  idMs?: number;
  laps: TcxLap[];
  points: TrackPoint[];
}

const time = (text: string) => {
  const value = Date.parse(text.trim());
  return Number.isFinite(value) ? value : undefined;
};
const number = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

/**
 * A Training Center (TCX) file: each Activity (also inside a MultiSportSession) is one activity; a multisport
 * session's Transition laps are not. The laps hold the device's totals (timer time, distance, heart rate); the
 * trackpoints give the elapsed time, power (the TPX extension's Watts) and elevation.
 */
export async function parseTcx(text: string): Promise<ParsedFile> {
  const activities: TcxActivity[] = [];
  let activity: TcxActivity | null = null;
  let lap: TcxLap | null = null;
  let point: TrackPoint | null = null;
  let buffer = '';
  const result = await readXml(text, {
    open(name, attributes, path) {
      buffer = '';
      if (name === 'Activity') activities.push((activity = { sport: attributes.Sport, laps: [], points: [] }));
      else if (name === 'Lap' && activity && path.at(-2) === 'Activity')
        activity.laps.push((lap = { startMs: time(attributes.StartTime ?? '') }));
      else if (name === 'Trackpoint' && activity && lap) point = { t: Number.NaN };
    },
    text(value) {
      buffer += value;
    },
    close(name, path) {
      const parent = path.at(-2);
      if (point) {
        if (name === 'Time' && parent === 'Trackpoint') point.t = time(buffer) ?? Number.NaN;
        else if (name === 'LatitudeDegrees') point.lat = number(buffer);
        else if (name === 'LongitudeDegrees') point.lon = number(buffer);
        else if (name === 'AltitudeMeters') point.elevation = number(buffer);
        else if (name === 'DistanceMeters' && parent === 'Trackpoint') point.distance = number(buffer);
        else if (name === 'Value' && parent === 'HeartRateBpm') point.heartRate = number(buffer);
        else if (name === 'Watts') point.power = number(buffer);
        else if (name === 'Trackpoint') {
          activity!.points.push(point);
          point = null;
        }
      } else if (lap && parent === 'Lap') {
        if (name === 'TotalTimeSeconds') lap.seconds = number(buffer);
        else if (name === 'DistanceMeters') lap.meters = number(buffer);
      } else if (lap && name === 'Value' && path.at(-3) === 'Lap') {
        if (parent === 'AverageHeartRateBpm') lap.avgHr = number(buffer);
        else if (parent === 'MaximumHeartRateBpm') lap.maxHr = number(buffer);
      } else if (activity && name === 'Id' && parent === 'Activity') activity.idMs = time(buffer);
      if (name === 'Lap') lap = null;
      if (name === 'Activity') activity = null;
      buffer = '';
    },
  });
  if (!result.ok) return refuse(result.refusal, result.message);
  if (activities.length === 0) return refuse('no-activity');
  const parsed: ParsedActivity[] = [];
  for (const a of activities) {
    const one = tcxActivity(a);
    if (one) parsed.push(one);
  }
  if (parsed.length === 0)
    return refuse(activities.some((a) => a.laps.length || a.points.length) ? 'no-times' : 'no-activity');
  return { ok: true, format: 'tcx', activities: parsed };
}

function tcxActivity(a: TcxActivity): ParsedActivity | null {
  const track = trackFigures(a.points.filter((p) => Number.isFinite(p.t)));
  const lapStarts = a.laps.map((l) => l.startMs).filter((t): t is number => t !== undefined);
  const start = lapStarts.length ? Math.min(...lapStarts) : (track?.startMs ?? a.idMs);
  if (start === undefined) return null;
  const timerSeconds = sum(a.laps.map((l) => l.seconds));
  const lapEnds = a.laps
    .filter((l) => l.startMs !== undefined && l.seconds !== undefined)
    .map((l) => l.startMs! + l.seconds! * 1000);
  const trackEnd = track ? track.startMs + track.elapsedSeconds * 1000 : undefined;
  const end = Math.max(start, trackEnd ?? start, ...lapEnds);
  const elapsedSeconds = Math.round((end - start) / 1000) || Math.round(timerSeconds ?? 0);
  if (elapsedSeconds <= 0) return null;
  const lapMeters = sum(a.laps.map((l) => l.meters));
  const sport = tcxSport(a.sport);
  return {
    activityType: sport ?? 'OTHER',
    ...(sport === null ? { sportUnknown: true as const } : {}),
    startTime: new Date(start).toISOString(),
    elapsedSeconds,
    movingSeconds: timerSeconds !== null ? Math.round(timerSeconds) : (track?.movingSeconds ?? null),
    distanceMeters:
      lapMeters !== null && lapMeters > 0 ? Math.round(lapMeters * 10) / 10 : (track?.distanceMeters ?? null) || null,
    averageHeartRate: lapAverageHr(a.laps) ?? track?.averageHeartRate ?? null,
    maxHeartRate: maxOf(a.laps.map((l) => l.maxHr)) ?? track?.maxHeartRate ?? null,
    averagePower: track?.averagePower ?? null,
    normalizedPower: track?.normalizedPower ?? null,
    elevationGainMeters: track?.elevationGainMeters ?? null,
    poolLengthMeters: null,
    lengths: null,
    indoor: !track?.hasPosition,
  };
}

/** The laps' average heart rates weighted by their times, when every lap has both. */
function lapAverageHr(laps: readonly TcxLap[]): number | null {
  if (laps.length === 0 || laps.some((l) => !l.avgHr || !l.seconds)) return null;
  const seconds = laps.reduce((t, l) => t + l.seconds!, 0);
  return Math.round(laps.reduce((t, l) => t + l.avgHr! * l.seconds!, 0) / seconds);
}

const sum = (values: ReadonlyArray<number | undefined>): number | null => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? known.reduce((t, v) => t + v, 0) : null;
};
const maxOf = (values: ReadonlyArray<number | undefined>): number | null => {
  const known = values.filter((v): v is number => v !== undefined && v > 0);
  return known.length ? Math.max(...known) : null;
};
