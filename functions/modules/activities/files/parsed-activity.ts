import type { UploadRefusal } from '@shared/schemas/activities';

/** One recorded session read from a device file (a multisport file gives one per discipline). */
export interface ParsedActivity {
  activityType: 'SWIMMING' | 'CYCLING' | 'RUNNING' | 'STRENGTH_TRAINING' | 'OTHER';
  /** ISO 8601, UTC. */
  startTime: string;
  elapsedSeconds: number;
  movingSeconds: number | null;
  distanceMeters: number | null;
  averageHeartRate: number | null;
  maxHeartRate: number | null;
  averagePower: number | null;
  normalizedPower: number | null;
  elevationGainMeters: number | null;
  poolLengthMeters: number | null;
  lengths: number | null;
  indoor: boolean;
  /** The file does not say which sport (activityType is OTHER until the athlete picks one). */
  sportUnknown?: true;
}

/** A file read whole, or refused with a reason (nothing of a refused file is stored). */
export type ParsedFile =
  | { ok: true; format: 'fit' | 'tcx' | 'gpx'; activities: ParsedActivity[] }
  | { ok: false; refusal: UploadRefusal; message: string };
