import type { FitMessages, RecordMesg, SessionMesg } from '@garmin/fitsdk';
import type { ParsedActivity, ParsedFile } from './parsed-activity';
import { refuse } from './refusals';
import { fitSport, UNKNOWN_SPORT } from './sport-mapping';
import { activityFromTrack, trackFigures, type TrackPoint } from './track-summary';

const HEADER_CRC_OFFSET = 12;

/**
 * A FIT activity file, decoded by Garmin's own SDK (imported on the first upload only: its profile tables are large).
 * The SDK's integrity check (header, declared size, CRC) runs first: a file shorter than its header declares is
 * truncated, a wrong CRC is corrupt. Each session is one activity (a multisport file has one per discipline, and
 * its transitions are skipped); the session's own totals come first, the records fill what it lacks.
 */
export async function parseFit(bytes: Uint8Array): Promise<ParsedFile> {
  const { Decoder, Stream } = await import('@garmin/fitsdk');
  const stream = Stream.fromBuffer(bytes);
  const decoder = new Decoder(stream);
  if (!decoder.isFIT()) return refuse('corrupt');
  if (!decoder.checkIntegrity()) return refuse(shorterThanDeclared(bytes) ? 'truncated' : 'corrupt');
  // Component expansion (speed -> enhancedSpeed, altitude -> enhancedAltitude on every record) and sub-fields double the
  // decode time of a long ride and add nothing read here: the records' altitude and distance are read as stored.
  const { messages, errors } = decoder.read({
    includeUnknownData: false,
    mergeHeartRates: false,
    expandComponents: false,
    expandSubFields: false,
  });
  if (errors.length) return refuse('corrupt');
  const fileType = messages.fileIdMesgs?.[0]?.type;
  if (fileType !== undefined && fileType !== 'activity')
    return refuse(
      'no-activity',
      'This FIT file is not a recorded activity (it is a workout, course or settings file).',
    );
  const activities = fitActivities(messages);
  return activities.length ? { ok: true, format: 'fit', activities } : refuse('no-activity');
}

/** The header's data size plus header and CRC: more than the file holds means the end is missing. */
function shorterThanDeclared(bytes: Uint8Array): boolean {
  if (bytes.length < HEADER_CRC_OFFSET) return true;
  const headerSize = bytes[0]!;
  const dataSize = bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24);
  return bytes.length < headerSize + (dataSize >>> 0) + 2;
}

const ms = (value: unknown): number | undefined =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : undefined;
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function fitActivities(messages: FitMessages): ParsedActivity[] {
  const records = (messages.recordMesgs ?? []).filter((r) => ms(r.timestamp) !== undefined);
  const points = records.map(toPoint);
  const sessions = messages.sessionMesgs ?? [];
  if (sessions.length === 0) return fromRecordsOnly(messages, points);
  const out: ParsedActivity[] = [];
  for (const session of sessions) {
    const sport = fitSport(session.sport, session.subSport);
    if (!sport) continue;
    const start = ms(session.startTime);
    const elapsed = num(session.totalElapsedTime);
    if (start === undefined || elapsed === null) continue;
    const own = sessions.length === 1 ? points : points.filter((p) => p.t >= start && p.t <= start + elapsed * 1000);
    const track = trackFigures(own);
    out.push(activityOf(session, sport, start, elapsed, track));
  }
  return out;
}

function activityOf(
  session: SessionMesg,
  sport: NonNullable<ReturnType<typeof fitSport>>,
  start: number,
  elapsed: number,
  track: ReturnType<typeof trackFigures>,
): ParsedActivity {
  const pool = sport.activityType === 'SWIMMING' && session.subSport === 'lapSwimming';
  const distance = num(session.totalDistance);
  return {
    activityType: sport.activityType,
    ...(sport.unknown ? { sportUnknown: true as const } : {}),
    startTime: new Date(start).toISOString(),
    elapsedSeconds: Math.round(elapsed),
    movingSeconds: roundOrNull(num(session.totalTimerTime) ?? track?.movingSeconds ?? null),
    distanceMeters:
      distance !== null && distance > 0 ? Math.round(distance * 10) / 10 : (track?.distanceMeters ?? null) || null,
    averageHeartRate: positive(num(session.avgHeartRate)) ?? track?.averageHeartRate ?? null,
    maxHeartRate: positive(num(session.maxHeartRate)) ?? track?.maxHeartRate ?? null,
    averagePower: positive(num(session.avgPower)) ?? track?.averagePower ?? null,
    normalizedPower: positive(num(session.normalizedPower)) ?? track?.normalizedPower ?? null,
    elevationGainMeters: num(session.totalAscent) ?? track?.elevationGainMeters ?? null,
    poolLengthMeters: pool ? num(session.poolLength) : null,
    lengths: pool ? num(session.numActiveLengths) : null,
    indoor: sport.indoor || (track !== null && !track.hasPosition && !session.startPositionLat),
  };
}

/** A file without a session message (some apps and crashed recordings): one activity from its records. */
function fromRecordsOnly(messages: FitMessages, points: TrackPoint[]): ParsedActivity[] {
  const track = trackFigures(points);
  if (!track || track.elapsedSeconds <= 0) return [];
  const sportMesg = messages.sportMesgs?.[0] ?? messages.lapMesgs?.[0];
  const sport = fitSport(sportMesg?.sport, sportMesg?.subSport) ?? UNKNOWN_SPORT;
  return [activityFromTrack(track, sport.unknown ? null : sport.activityType, sport.indoor)];
}

const SEMICIRCLES_TO_DEGREES = 180 / 2 ** 31;

function toPoint(record: RecordMesg): TrackPoint {
  const point: TrackPoint = { t: ms(record.timestamp)! };
  const lat = num(record.positionLat);
  const lon = num(record.positionLong);
  if (lat !== null && lon !== null) {
    point.lat = lat * SEMICIRCLES_TO_DEGREES;
    point.lon = lon * SEMICIRCLES_TO_DEGREES;
  }
  const elevation = num(record.enhancedAltitude) ?? num(record.altitude);
  if (elevation !== null) point.elevation = elevation;
  const distance = num(record.distance);
  if (distance !== null) point.distance = distance;
  const heartRate = num(record.heartRate);
  if (heartRate !== null) point.heartRate = heartRate;
  const power = num(record.power);
  if (power !== null) point.power = power;
  return point;
}

const positive = (v: number | null) => (v !== null && v > 0 ? v : null);
const roundOrNull = (v: number | null) => (v === null ? null : Math.round(v));
