import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { readStoredDetails } from '../workouts/stored-details';

export interface StoredWorkout {
  id: string;
  day: string | null;
  isCompleted: boolean;
  workoutDetails: unknown;
}

export interface StoredActivity {
  activityType: string;
  startTime: string;
  durationSecs: number;
  distanceMeters: number | null;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Read-only views of rows other modules own (workouts, activities) that the coach's context needs. */
export function createAthleteDataRepository({ doc, table }: Db) {
  return {
    async weekWorkouts(userId: string, weekId: string): Promise<StoredWorkout[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.weekWorkoutsPartition(userId, weekId) },
        }),
      );
      return Items.map((i) => ({
        id: String(i.id),
        day: (i.day as string | null) ?? null,
        isCompleted: i.isCompleted === true,
        workoutDetails: readStoredDetails(i.workoutDetails),
      }));
    },

    /** Newest first. */
    async recentActivities(userId: string, limit: number): Promise<StoredActivity[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.activityPrefix },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map((i) => ({
        activityType: String(i.activityType ?? 'OTHER'),
        startTime: String(i.startTime ?? keys.activityStartOf(String(i.SK))),
        durationSecs: num(i.durationSecs) ?? num(i.durationInSeconds) ?? 0,
        distanceMeters: num(i.distanceMeters) ?? num(i.distanceInMeters),
      }));
    },
  };
}
