import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CurrentTraining } from '@shared/schemas/training';
import { guardedTransaction } from '../../db/guarded-transaction';
import type { Db } from '../../db/client';
import { updateIf } from '../../db/update-if';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import type { PlanRecord } from './plan-record';
import { isConditionFailure, stripKeys } from '../../db/items';

export class ActivePlanExistsError extends Error {}

function setExpression(fields: Record<string, unknown>) {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  return {
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
  };
}

export function createPlanRepository(db: Db) {
  const { doc, table } = db;
  /** Drops the ACTIVE_PLAN guard if it is this plan's (never another plan's). */
  const releaseGuard = (userId: string, planId: string) => ({
    Delete: {
      TableName: table,
      Key: keys.activePlan(userId),
      ConditionExpression: 'attribute_not_exists(PK) OR planId = :id',
      ExpressionAttributeValues: { ':id': planId },
    },
  });
  return {
    /** The plan and the ACTIVE_PLAN guard in one transaction: a second active plan can never exist. */
    async createActive(plan: PlanRecord): Promise<void> {
      const outcome = await guardedTransaction(db, [
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.activePlan(plan.userId),
              ...keys.activePlanListing(plan.userId),
              type: 'activePlan',
              planId: plan.id,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: table,
            Item: { ...keys.plan(plan.userId, plan.id), type: 'plan', ...plan },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ]);
      if (outcome === 'committed') return;
      if (outcome.failedAt.includes(0)) throw new ActivePlanExistsError();
      throw outcome.error;
    },

    /** Every plan of the user: one Query for a handful of plans; overviews are large, so later pages are followed. */
    async list(userId: string): Promise<PlanRecord[]> {
      const Items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': keys.planPrefix },
        ConsistentRead: true,
      });
      return Items.map((item) => stripKeys<PlanRecord>(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async findById(userId: string, planId: string): Promise<PlanRecord | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.plan(userId, planId), ConsistentRead: true }),
      );
      return Item ? stripKeys<PlanRecord>(Item) : null;
    },

    /** Sets fields on an active plan; null when the plan is missing or no longer active. */
    async updateActive(userId: string, planId: string, fields: Partial<PlanRecord>): Promise<PlanRecord | null> {
      const expression = setExpression(fields);
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.plan(userId, planId),
            ...expression,
            ConditionExpression: 'attribute_exists(PK) AND active = :true',
            ExpressionAttributeValues: { ...expression.ExpressionAttributeValues, ':true': true },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? stripKeys<PlanRecord>(Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /** Records which task generates the overview (the worker may already have finished: nothing else changes). */
    async setGenerationTask(userId: string, planId: string, taskId: string): Promise<void> {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.plan(userId, planId),
          UpdateExpression: 'SET generationTaskId = :t',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':t': taskId },
        }),
      );
    },

    /**
     * Stores a task's overview once: a redelivered task finds overviewTaskId already set to itself, and a task
     * superseded by a newer edit no longer matches generationTaskId; both change nothing.
     */
    async storeOverview(
      userId: string,
      planId: string,
      taskId: string,
      overview: Record<string, unknown>,
      now: string,
      startingPoint: CurrentTraining | null = null,
    ): Promise<boolean> {
      return updateIf(doc, {
        TableName: table,
        Key: keys.plan(userId, planId),
        UpdateExpression:
          'SET planOverview = :o, startingPoint = :sp, overviewTaskId = :t, generationTaskId = :t, #status = :ready, #error = :null, updatedAt = :now',
        ConditionExpression:
          'attribute_exists(PK) AND generationTaskId = :t AND (attribute_not_exists(overviewTaskId) OR overviewTaskId = :null OR overviewTaskId <> :t)',
        ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
        ExpressionAttributeValues: {
          ':o': overview,
          ':sp': startingPoint,
          ':t': taskId,
          ':ready': 'ready',
          ':null': null,
          ':now': now,
        },
      });
    },

    /** Keeps the error on the plan; a plan that never got an overview is also released so a new one can be created. */
    async markFailed(
      userId: string,
      planId: string,
      taskId: string,
      message: string,
      release: boolean,
      now: string,
    ): Promise<void> {
      const planUpdate = {
        TableName: table,
        Key: keys.plan(userId, planId),
        UpdateExpression: release
          ? 'SET #status = :failed, #error = :msg, active = :false, finishedAt = :now, updatedAt = :now'
          : 'SET #status = :failed, #error = :msg, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND generationTaskId = :t',
        ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':msg': message,
          ':now': now,
          ':t': taskId,
          ...(release ? { ':false': false } : {}),
        },
      };
      // A refusal means a newer edit took over the plan (or it is gone): this task's failure is no longer the plan's.
      if (release) {
        await guardedTransaction(db, [{ Update: planUpdate }, releaseGuard(userId, planId)]);
        return;
      }
      try {
        await doc.send(new UpdateCommand(planUpdate));
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** Deactivates the plan and drops the guard together; false when it was not active. */
    async finish(userId: string, planId: string, now: string): Promise<PlanRecord | null> {
      const outcome = await guardedTransaction(db, [
        {
          Update: {
            TableName: table,
            Key: keys.plan(userId, planId),
            UpdateExpression: 'SET active = :false, finishedAt = :now, updatedAt = :now',
            ConditionExpression: 'attribute_exists(PK) AND active = :true',
            ExpressionAttributeValues: { ':false': false, ':true': true, ':now': now },
          },
        },
        releaseGuard(userId, planId),
      ]);
      return outcome === 'committed' ? this.findById(userId, planId) : null;
    },

    /** Undoes createActive when the generation task could not be started. */
    async remove(userId: string, planId: string): Promise<void> {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table, Key: keys.plan(userId, planId) } },
            releaseGuard(userId, planId),
          ],
        }),
      );
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
