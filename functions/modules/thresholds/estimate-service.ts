import { THRESHOLD_NAMES } from '@shared/schemas/threshold-names';
import type { ThresholdName } from '@shared/schemas/thresholds';
import type { ThresholdEstimatesView } from '@shared/schemas/threshold-api';
import { addDays } from '@shared/calendar/days';
import { estimateThresholds } from '@shared/training/threshold-estimates';
import type { Clock } from '../../lib/clock';
import type { ActivityRepository } from '../activities/activity-repository';

/** Best efforts count while they say something about today's fitness: the last half year. */
export const ESTIMATE_DAYS = 182;
/** At most this many activities are read (newest first): one Query page of the athlete's own activities. */
export const ESTIMATE_MAX_ACTIVITIES = 300;

/** Proposals from the athlete's recorded activities; nothing is saved until the athlete accepts one (PUT). */
export function createEstimateService({
  activities,
  clock,
}: {
  activities: Pick<ActivityRepository, 'list'>;
  clock: Clock;
}) {
  return {
    async estimate(userId: string, names: readonly ThresholdName[] = THRESHOLD_NAMES): Promise<ThresholdEstimatesView> {
      const since = addDays(clock().toISOString().slice(0, 10), -ESTIMATE_DAYS);
      const recorded = await activities.list(userId, { fromIso: `${since}T00:00:00.000Z` }, ESTIMATE_MAX_ACTIVITIES);
      return { estimates: estimateThresholds(recorded, [...new Set(names)]), activitiesRead: recorded.length, since };
    },
  };
}

export type EstimateService = ReturnType<typeof createEstimateService>;
