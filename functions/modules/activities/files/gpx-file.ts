import type { ParsedFile } from './parsed-activity';
import { refuse } from './refusals';
import { gpxSport } from './sport-mapping';
import { activityFromTrack, trackFigures, type TrackPoint } from './track-summary';
import { readXml } from './xml-reader';

const POINT_ELEMENTS = new Set(['trkpt', 'rtept', 'wpt']);

/**
 * A GPX file as one activity: the points of all its tracks, in time order (a recording split into segments or
 * tracks is still one session). Heart rate and power come from the Garmin TrackPointExtension (hr) and the
 * common <power> extension. Routes and waypoints carry no times: a file with points but no times is a planned
 * route, not a recording, and is refused as such.
 */
export async function parseGpx(text: string): Promise<ParsedFile> {
  const points: TrackPoint[] = [];
  let untimedPoints = 0;
  let type: string | undefined;
  let point: TrackPoint | null = null;
  let inTrack = false;
  let buffer = '';
  const result = await readXml(text, {
    open(name, attributes) {
      buffer = '';
      if (name === 'trk') inTrack = true;
      else if (POINT_ELEMENTS.has(name))
        point = { t: Number.NaN, lat: coordinate(attributes.lat), lon: coordinate(attributes.lon) };
    },
    text(value) {
      buffer += value;
    },
    close(name, path) {
      if (point) {
        if (name === 'time') point.t = Date.parse(buffer.trim());
        else if (name === 'ele') point.elevation = number(buffer);
        else if (name === 'hr' || name === 'heartrate') point.heartRate = number(buffer);
        else if (name === 'power' || name === 'PowerInWatts') point.power = number(buffer);
        else if (POINT_ELEMENTS.has(name)) {
          if (name === 'trkpt' && Number.isFinite(point.t)) points.push(point);
          else untimedPoints += 1;
          point = null;
        }
      } else if (inTrack && name === 'type' && path.at(-2) === 'trk') type ??= buffer.trim();
      if (name === 'trk') inTrack = false;
      buffer = '';
    },
  });
  if (!result.ok) return refuse(result.refusal, result.message);
  if (points.length === 0) return refuse(untimedPoints ? 'no-times' : 'no-activity');
  const track = trackFigures(points)!;
  if (track.elapsedSeconds <= 0) return refuse('no-times');
  return {
    ok: true,
    format: 'gpx',
    activities: [activityFromTrack(track, gpxSport(type))],
  };
}

function coordinate(text: string | undefined): number | undefined {
  return text === undefined ? undefined : number(text);
}

function number(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
}
