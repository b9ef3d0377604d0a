import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import { workoutFromItem, workoutItem, type WorkoutRecord } from './workout-record';
import { toStoredDetails } from './stored-details';
import type { WorkoutReportView } from '@shared/schemas/activities';
import { isConditionFailure, stripKeys } from '../../db/items';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function createWorkoutRepository({ doc, table }: Db) {
  async function update(
    userId: string,
    workoutId: string,
    expression: string,
    values: Record<string, unknown>,
    condition = 'attribute_exists(PK)',
    names?: Record<string, string>,
  ): Promise<WorkoutRecord | null> {
    try {
      const { Attributes } = await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.workout(userId, workoutId),
          UpdateExpression: expression,
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
          ExpressionAttributeNames: names,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? workoutFromItem(Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  return {
    async get(userId: string, workoutId: string): Promise<WorkoutRecord | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.workout(userId, workoutId), ConsistentRead: true }),
      );
      return Item ? workoutFromItem(Item) : null;
    },

    /**
     * One Query: the week's workouts already sorted by day, those without a day last; null when the week is not
     * the user's (or deleted), told by the index marker at the head of the same partition.
     */
    async listByWeek(userId: string, weekId: string): Promise<WorkoutRecord[] | null> {
      const items = await queryAll(doc, {
        TableName: table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.weekWorkoutsPartition(userId, weekId) },
      });
      if (items[0]?.type !== 'weekIndex') return null;
      return items.filter((i) => i.type === 'workout').map(workoutFromItem);
    },

    /** Creates the workout once; false when a workout with this id exists already (a repeated save). */
    async create(workout: WorkoutRecord): Promise<boolean> {
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: workoutItem(workout),
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async schedule(userId: string, workout: WorkoutRecord, day: string, now: string): Promise<WorkoutRecord | null> {
      const index = keys.workoutByWeek(userId, workout.weekId, day, workout.id);
      return update(
        userId,
        workout.id,
        'SET #day = :day, GSI1SK = :gsk, updatedAt = :now',
        { ':day': day, ':gsk': index.GSI1SK, ':now': now },
        'attribute_exists(PK)',
        { '#day': 'day' },
      );
    },

    /** Where the workout is on the watch: Garmin's workout and schedule ids (null: not there), and the sync state. */
    async setGarminSync(
      userId: string,
      workoutId: string,
      sync: {
        garminWorkoutId: string | null;
        garminScheduleId: string | null;
        garminSyncStatus: 'sent' | 'sending' | 'failed' | null;
        garminSyncError: string | null;
      },
      now: string,
    ): Promise<WorkoutRecord | null> {
      // An empty field is removed, not stored as null (the view reads a missing one as null).
      const fields = Object.entries(sync);
      const set = fields.filter(([, value]) => value !== null).map(([name]) => `${name} = :${name}`);
      const removed = fields.filter(([, value]) => value === null).map(([name]) => name);
      const values = Object.fromEntries(
        fields.filter(([, value]) => value !== null).map(([name, value]) => [`:${name}`, value]),
      );
      return update(
        userId,
        workoutId,
        `SET ${[...set, 'updatedAt = :now'].join(', ')}${removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : ''}`,
        { ...values, ':now': now },
      );
    },

    async setNote(userId: string, workoutId: string, note: string, now: string): Promise<WorkoutRecord | null> {
      return update(userId, workoutId, 'SET userNotes = :note, updatedAt = :now', { ':note': note, ':now': now });
    },

    async replaceDetails(
      userId: string,
      workoutId: string,
      details: WorkoutRecord['workoutDetails'],
      now: string,
    ): Promise<WorkoutRecord | null> {
      return update(userId, workoutId, 'SET workoutDetails = :details, updatedAt = :now', {
        ':details': toStoredDetails(details),
        ':now': now,
      });
    },

    /** Marks an incomplete workout completed, with the reason (an already completed one is left alone). */
    async markCompleted(
      userId: string,
      workoutId: string,
      activityId: string,
      reason: string,
      now: string,
    ): Promise<WorkoutRecord | null> {
      return update(
        userId,
        workoutId,
        'SET isCompleted = :true, matchedActivityId = :activity, aiSummary = :reason, updatedAt = :now',
        { ':true': true, ':activity': activityId, ':reason': reason, ':now': now },
        'attribute_exists(PK) AND isCompleted <> :true',
      );
    },

    /** The athlete's own word on the workout (a skip, or a report whose activity is already held); null removes it. */
    async setReport(
      userId: string,
      workoutId: string,
      report: WorkoutReportView | null,
      now: string,
    ): Promise<WorkoutRecord | null> {
      if (!report) return update(userId, workoutId, 'SET updatedAt = :now REMOVE report', { ':now': now });
      return update(userId, workoutId, 'SET report = :report, updatedAt = :now', { ':report': report, ':now': now });
    },

    /** The transaction item that completes an incomplete workout by an activity (with the athlete's report, for a logged session). */
    completeOpenItem(
      userId: string,
      workoutId: string,
      activityId: string,
      reason: string,
      now: string,
      report?: WorkoutReportView,
    ): TransactItem {
      return {
        Update: {
          TableName: table,
          Key: keys.workout(userId, workoutId),
          UpdateExpression: `SET isCompleted = :true, matchedActivityId = :activity, aiSummary = :reason, updatedAt = :now${report ? ', report = :report' : ''}`,
          ConditionExpression: 'attribute_exists(PK) AND isCompleted <> :true',
          ExpressionAttributeValues: {
            ':true': true,
            ':activity': activityId,
            ':reason': reason,
            ':now': now,
            ...(report ? { ':report': report } : {}),
          },
        },
      };
    },

    /**
     * The transaction item that moves a workout's completion to the record kept of the same session; a report's
     * link to the replaced manual activity goes (the report stays: the athlete's word).
     */
    relinkItem(
      userId: string,
      workout: Pick<WorkoutRecord, 'id' | 'report'>,
      fromActivityId: string,
      toActivityId: string,
      now: string,
    ): TransactItem {
      const dropLink = workout.report?.activityId === fromActivityId;
      return {
        Update: {
          TableName: table,
          Key: keys.workout(userId, workout.id),
          UpdateExpression: `SET matchedActivityId = :to, updatedAt = :now${dropLink ? ' REMOVE report.activityId' : ''}`,
          ConditionExpression: 'matchedActivityId = :from',
          ExpressionAttributeValues: { ':to': toActivityId, ':from': fromActivityId, ':now': now },
        },
      };
    },

    /** The transaction item that un-completes the workout an activity completed (its report goes too, when it named that activity). */
    uncompleteItem(
      userId: string,
      workout: Pick<WorkoutRecord, 'id' | 'report'>,
      activityId: string,
      now: string,
    ): TransactItem {
      const dropReport = workout.report?.activityId === activityId;
      return {
        Update: {
          TableName: table,
          Key: keys.workout(userId, workout.id),
          UpdateExpression: `SET isCompleted = :false, updatedAt = :now REMOVE matchedActivityId, aiSummary${dropReport ? ', report' : ''}`,
          ConditionExpression: 'matchedActivityId = :activity',
          ExpressionAttributeValues: { ':false': false, ':activity': activityId, ':now': now },
        },
      };
    },

    /** The transaction item that moves a workout to another day (its place in the week's index moves with it). */
    /** `resend`: the workout is on the watch and its move there is queued, so it shows 'sending' meanwhile. */
    moveDayItem(
      userId: string,
      workout: Pick<WorkoutRecord, 'id' | 'weekId'>,
      day: string,
      now: string,
      resend = false,
    ): TransactItem {
      const index = keys.workoutByWeek(userId, workout.weekId, day, workout.id);
      return {
        Update: {
          TableName: table,
          Key: keys.workout(userId, workout.id),
          UpdateExpression: `SET #day = :day, GSI1SK = :gsk, updatedAt = :now${resend ? ', garminSyncStatus = :sending REMOVE garminSyncError' : ''}`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#day': 'day' },
          ExpressionAttributeValues: {
            ':day': day,
            ':gsk': index.GSI1SK,
            ':now': now,
            ...(resend ? { ':sending': 'sending' } : {}),
          },
        },
      };
    },

    /** The transaction item that completes a workout (with the week summary's reason). */
    completeItem(userId: string, workoutId: string, activityId: string, reason: string, now: string): TransactItem {
      return {
        Update: {
          TableName: table,
          Key: keys.workout(userId, workoutId),
          UpdateExpression:
            'SET isCompleted = :true, matchedActivityId = :activity, aiSummary = :reason, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':true': true, ':activity': activityId, ':reason': reason, ':now': now },
        },
      };
    },

    /**
     * Deletes incomplete workouts, each leaving a deleted_workouts row, in transactions of at most 100 items.
     * A workout completed meanwhile is skipped (its delete is conditional). Returns the ids really deleted.
     */
    /** `alsoWith(workout)`: items that commit with each workout's deletion (its removal from the watch, queued). */
    async deleteIncomplete(
      userId: string,
      workouts: WorkoutRecord[],
      now: string,
      reason: string,
      alsoWith: (workout: WorkoutRecord) => TransactItem[] = () => [],
    ): Promise<string[]> {
      const deleted: string[] = [];
      for (const workout of workouts.filter((w) => !w.isCompleted)) {
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Delete: {
                    TableName: table,
                    Key: keys.workout(userId, workout.id),
                    ConditionExpression: 'attribute_exists(PK) AND isCompleted <> :true',
                    ExpressionAttributeValues: { ':true': true },
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
                      deleteReason: reason,
                    },
                  },
                },
                ...alsoWith(workout),
              ],
            }),
          );
          deleted.push(workout.id);
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      return deleted;
    },

    async getDeleted(userId: string, workoutId: string): Promise<Record<string, unknown> | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.deletedWorkout(userId, workoutId), ConsistentRead: true }),
      );
      return Item ? stripKeys(Item) : null;
    },
  };
}

export type WorkoutRepository = ReturnType<typeof createWorkoutRepository>;
