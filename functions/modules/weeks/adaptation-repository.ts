import type { WorkoutDetails } from '@shared/schemas/training';
import type { Db } from '../../db/client';
import { updateIf } from '../../db/update-if';
import { guardedTransaction } from '../../db/guarded-transaction';
import { keys } from '../../db/keys';
import { sendRetryItem } from '../garmin/send-retry-repository';
import { toStoredDetails } from '../workouts/stored-details';

export class ChangeAlreadyRejectedError extends Error {}
export class WorkoutChangedSinceError extends Error {}

/** The week's adaptation: accepting all, and rejecting one change with its workout's original back, at once. */
export function createAdaptationRepository(db: Db) {
  const { doc, table } = db;
  return {
    /** False when the week has no adaptation (or no longer exists). */
    async accept(userId: string, weekId: string, now: string): Promise<boolean> {
      return updateIf(doc, {
        TableName: table,
        Key: keys.week(userId, weekId),
        UpdateExpression: 'SET adaptation.#status = :accepted, updatedAt = :now',
        ConditionExpression: 'attribute_exists(adaptation.changes)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':accepted': 'accepted', ':now': now },
      });
    },

    /**
     * Marks change `position` rejected and puts the workout's original details back, only if the change is still
     * open and the workout still holds what the coach wrote (a modification since then is the athlete's own).
     * `resendFor`: the workout is on the watch, so the original is queued for the send job (the adapted one there
     * is replaced) and the workout shows 'sending' meanwhile.
     */
    async reject(
      userId: string,
      weekId: string,
      position: number,
      change: { workoutId: string; before: WorkoutDetails; after: WorkoutDetails },
      now: string,
      resendFor?: { scheduleDate: string | null },
    ): Promise<void> {
      const restore = resendFor
        ? { set: ', garminSyncStatus = :sending REMOVE garminSyncError', values: { ':sending': 'sending' } }
        : { set: '', values: {} };
      const outcome = await guardedTransaction(db, [
        {
          Update: {
            TableName: table,
            Key: keys.week(userId, weekId),
            UpdateExpression: `SET adaptation.changes[${position}].rejected = :true, updatedAt = :now`,
            ConditionExpression: `adaptation.changes[${position}].rejected = :false`,
            ExpressionAttributeValues: { ':true': true, ':false': false, ':now': now },
          },
        },
        {
          Update: {
            TableName: table,
            Key: keys.workout(userId, change.workoutId),
            UpdateExpression: `SET workoutDetails = :before, updatedAt = :now${restore.set}`,
            // Rows written before the steps were stored as one string hold the coach's details as a plain map.
            ConditionExpression: 'workoutDetails = :after OR workoutDetails = :afterAsMap',
            ExpressionAttributeValues: {
              ':before': toStoredDetails(change.before),
              ':after': toStoredDetails(change.after),
              ':afterAsMap': change.after,
              ':now': now,
              ...restore.values,
            },
          },
        },
        ...(resendFor
          ? [
              {
                Put: {
                  TableName: table,
                  Item: sendRetryItem({
                    userId,
                    workoutId: change.workoutId,
                    scheduleDate: resendFor.scheduleDate,
                    attempts: 0,
                    dueAt: now,
                  }),
                },
              },
            ]
          : []),
      ]);
      if (outcome === 'committed') return;
      if (outcome.failedAt.includes(0)) throw new ChangeAlreadyRejectedError();
      throw new WorkoutChangedSinceError();
    },
  };
}

export type AdaptationRepository = ReturnType<typeof createAdaptationRepository>;
