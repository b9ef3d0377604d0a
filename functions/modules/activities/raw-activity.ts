import type { RawActivity } from '@shared/progress/compute';

/** The stored activity fields the load figures read (a full record or the progress read's projection). */
export interface StoredActivityFigures {
  id: string;
  activityType: string;
  startTime: string;
  durationInSeconds: number;
  distanceInMeters?: number | null;
  averageHeartRate?: number | null;
  movingTimeInSeconds?: number | null;
  rpe?: number | null;
  normalizedPower?: number | null;
}

/** An activity as the load figures take it: moving time counts when the file gave one, RPE and power when known. */
export function toRawActivity(a: StoredActivityFigures): RawActivity {
  const moving = Number(a.movingTimeInSeconds) || 0;
  return {
    id: a.id,
    activityType: a.activityType,
    startTime: a.startTime,
    durationSecs: Number(a.durationInSeconds) || 0,
    ...(moving > 0 ? { loadSecs: moving } : {}),
    distanceMeters: a.distanceInMeters ?? null,
    averageHeartRate: a.averageHeartRate ?? null,
    rpe: a.rpe ?? null,
    normalizedPower: a.normalizedPower ?? null,
  };
}
