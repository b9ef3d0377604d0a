import type { RecordActivityInput } from '../activities/activity-service';
import type { StravaActivity } from '../../providers/strava/port';
import { sportFromStrava } from '../../providers/strava/sports';

export const stravaActivityId = (stravaId: string | number) => `strava-${stravaId}`;

/**
 * A Strava activity in the shared model. Power counts only when a power meter measured it (`device_watts`):
 * Strava's estimated watts are a guess from speed and weight, not the athlete's output.
 */
export function toActivityInput(activity: StravaActivity): RecordActivityInput | null {
  if (!(activity.elapsedTime > 0)) return null;
  const measured = activity.deviceWatts;
  return {
    id: stravaActivityId(activity.id),
    activityType: sportFromStrava(activity.sportType),
    startTime: activity.startDate,
    durationInSeconds: activity.elapsedTime,
    movingTimeInSeconds: activity.movingTime,
    distanceInMeters: activity.distance,
    elevationGainInMeters: activity.totalElevationGain,
    averageHeartRate: activity.averageHeartrate,
    maxHeartRate: activity.maxHeartrate,
    averagePower: measured ? activity.averageWatts : null,
    normalizedPower: measured ? activity.weightedAverageWatts : null,
    activityName: activity.name,
    isPrivate: activity.private,
    source: 'strava',
  };
}
