import type { ParsedActivity } from './parsed-activity';

export type ActivityType = ParsedActivity['activityType'];
export interface MappedSport {
  activityType: ActivityType;
  /** Known to be indoors from the sport itself (trainer, treadmill, pool); a file without GPS is indoor too. */
  indoor: boolean;
  /** The file does not say which sport (FIT 'generic' or none): the athlete is asked before anything is stored. */
  unknown?: true;
}

/** What a file names no sport as: OTHER until the athlete says which. */
export const UNKNOWN_SPORT: MappedSport = { activityType: 'OTHER', indoor: false, unknown: true };

/** FIT sub-sports recorded indoors (names as @garmin/fitsdk decodes them). */
const INDOOR_SUB_SPORTS = new Set([
  'indoorCycling',
  'spin',
  'trainer',
  'virtualActivity',
  'treadmill',
  'indoorRunning',
  'indoorWalking',
  'lapSwimming',
  'indoorRowing',
  'elliptical',
  'stairClimbing',
]);
const STRENGTH_SUB_SPORTS = new Set(['strengthTraining', 'cardioTraining']);

/**
 * A FIT session's sport and sub-sport. 'fitnessEquipment' is how some watches record a gym machine: its
 * indoorCycling is a ride and its treadmill a run. A transition is not a discipline: null (the caller skips it).
 * 'generic', no sport or a number the profile does not know says nothing about the sport: unknown. A named sport
 * outside the plan's (walking, rowing, yoga) is a known OTHER.
 */
export function fitSport(
  sport: string | number | undefined,
  subSport: string | number | undefined,
): MappedSport | null {
  const sub = typeof subSport === 'string' ? subSport : '';
  const indoor = INDOOR_SUB_SPORTS.has(sub);
  switch (sport) {
    case 'transition':
      return null;
    case 'running':
      return { activityType: 'RUNNING', indoor };
    case 'cycling':
      return { activityType: 'CYCLING', indoor };
    case 'swimming':
      return { activityType: 'SWIMMING', indoor };
    case 'training':
      return { activityType: STRENGTH_SUB_SPORTS.has(sub) ? 'STRENGTH_TRAINING' : 'OTHER', indoor };
    case 'fitnessEquipment':
      if (sub === 'indoorCycling' || sub === 'spin') return { activityType: 'CYCLING', indoor: true };
      if (sub === 'treadmill') return { activityType: 'RUNNING', indoor: true };
      return { activityType: 'OTHER', indoor: true };
    case 'generic':
    case undefined:
      return { ...UNKNOWN_SPORT, indoor };
    default:
      return typeof sport === 'number' ? { ...UNKNOWN_SPORT, indoor } : { activityType: 'OTHER', indoor };
  }
}

/**
 * A TCX Activity's Sport attribute: the schema has Running, Biking and Other; some exporters write Swimming.
 * "Other" is everything else (Garmin Connect exports swims, strength and yoga as Other): null, the sport is unknown.
 */
export function tcxSport(sport: string | undefined): ActivityType | null {
  const name = (sport ?? '').trim().toLowerCase();
  if (name === 'running') return 'RUNNING';
  if (name === 'biking' || name === 'cycling') return 'CYCLING';
  if (name === 'swimming') return 'SWIMMING';
  return null;
}

/** Strava's numeric GPX types (its older exports): 1 ride, 9 run. */
const STRAVA_TYPES: Record<string, ActivityType> = { '1': 'CYCLING', '9': 'RUNNING' };

/** GPX <type> values that name no sport. */
const UNNAMED_GPX_TYPES = new Set(['', 'generic', 'unknown', 'other', 'workout', 'activity']);

/**
 * A GPX <type>, free text by each app ("running", "road_biking", "Ride", "TrailRun", "open_water_swimming", "9").
 * No type (Apple Health, many exporters) or one naming no sport: null, the sport is unknown.
 */
export function gpxSport(type: string | undefined): ActivityType | null {
  const name = (type ?? '').trim().toLowerCase();
  if (UNNAMED_GPX_TYPES.has(name)) return null;
  if (STRAVA_TYPES[name]) return STRAVA_TYPES[name];
  if (/swim/.test(name)) return 'SWIMMING';
  if (/(^|[^a-z])(run|running)|trailrun|treadmill/.test(name)) return 'RUNNING';
  if (/bik|cycl|ride/.test(name)) return 'CYCLING';
  if (/strength|weight/.test(name)) return 'STRENGTH_TRAINING';
  return 'OTHER';
}
