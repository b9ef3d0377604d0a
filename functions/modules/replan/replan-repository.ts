import type { Db } from '../../db/client';
import { guardedTransaction } from '../../db/guarded-transaction';
import { keys } from '../../db/keys';
import type { WorkoutDetails } from '@shared/schemas/training';
import type { WorkoutRecord } from '../workouts/workout-record';

export interface ReplanWrite {
  moves: { workout: WorkoutRecord; to: string; clearSkip: boolean }[];
  drops: WorkoutRecord[];
  /** Sessions kept on their day, shortened: the workout as it becomes. */
  shortened: { workout: WorkoutRecord; workoutDetails: WorkoutDetails }[];
  /** Change keys whose original the athlete keeps. */
  keep: string[];
}

/** Refused: a workout was moved, finished or removed since the re-plan was read. */
export class ReplanStaleError extends Error {}

/** The accepted re-plan, all at once: the moves, the shortened workouts, the dropped ones (kept as deleted rows) and the kept originals. */
export function createReplanRepository(db: Db) {
  const { table } = db;
  return {
    async apply(userId: string, weekId: string, write: ReplanWrite, now: string): Promise<void> {
      const items = [
        ...write.moves.map(({ workout, to, clearSkip }) => ({
          Update: {
            TableName: table,
            Key: keys.workout(userId, workout.id),
            // A skipped key session moved to a new day is planned again: the skip was about its old day.
            UpdateExpression: `SET #day = :to, GSI1SK = :gsk, updatedAt = :now${clearSkip ? ' REMOVE report' : ''}`,
            ConditionExpression: 'attribute_exists(PK) AND #day = :from AND isCompleted <> :true',
            ExpressionAttributeNames: { '#day': 'day' },
            ExpressionAttributeValues: {
              ':to': to,
              ':from': workout.day,
              ':gsk': keys.workoutByWeek(userId, weekId, to, workout.id).GSI1SK,
              ':now': now,
              ':true': true,
            },
          },
        })),
        ...write.shortened.map(({ workout, workoutDetails }) => ({
          Update: {
            TableName: table,
            Key: keys.workout(userId, workout.id),
            UpdateExpression: 'SET workoutDetails = :details, updatedAt = :now',
            // Unchanged since the re-plan was read: same day, same length, not done.
            ConditionExpression:
              'attribute_exists(PK) AND #day = :from AND workoutDetails.estimatedDurationInSecs = :secs AND isCompleted <> :true',
            ExpressionAttributeNames: { '#day': 'day' },
            ExpressionAttributeValues: {
              ':details': workoutDetails,
              ':from': workout.day,
              ':secs': workout.workoutDetails.estimatedDurationInSecs,
              ':now': now,
              ':true': true,
            },
          },
        })),
        ...write.drops.flatMap((workout) => [
          {
            Delete: {
              TableName: table,
              Key: keys.workout(userId, workout.id),
              ConditionExpression: 'attribute_exists(PK) AND #day = :from AND isCompleted <> :true',
              ExpressionAttributeNames: { '#day': 'day' },
              ExpressionAttributeValues: { ':from': workout.day, ':true': true },
            },
          },
          {
            Put: {
              TableName: table,
              Item: {
                ...keys.deletedWorkout(userId, workout.id),
                type: 'deletedWorkout',
                ...workout,
                deletedAt: now,
                deleteReason: 'dropped by the re-plan',
              },
            },
          },
        ]),
        {
          Update: {
            TableName: table,
            Key: keys.week(userId, weekId),
            UpdateExpression: 'SET replanKept = list_append(if_not_exists(replanKept, :none), :keep), updatedAt = :now',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':none': [], ':keep': write.keep, ':now': now },
          },
        },
      ];
      const outcome = await guardedTransaction(db, items);
      if (outcome !== 'committed') throw new ReplanStaleError();
    },
  };
}

export type ReplanRepository = ReturnType<typeof createReplanRepository>;
