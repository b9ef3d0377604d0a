import { GetCommand, QueryCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { updateIf } from '../../db/update-if';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import { creditEntryItem, type CreditEntry } from '../accounts/credit-repository';
import type { WeekRecord } from './week-record';
import type { WeekAdaptation } from './week-adaptation';
import { stripKeys } from '../../db/items';
import { counterUpdate } from '../stats/counters';
import { guardedTransaction } from '../../db/guarded-transaction';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export class InsufficientCreditsError extends Error {}
export class ActiveWeekExistsError extends Error {}
export class WeekNotRetryableError extends Error {}

export function createWeekRepository(db: Db) {
  const { doc, table } = db;
  const releaseGuard = (userId: string, weekId: string): TransactItem => ({
    Delete: {
      TableName: table,
      Key: keys.activeWeekGuard(userId),
      ConditionExpression: 'attribute_not_exists(PK) OR weekId = :weekId',
      ExpressionAttributeValues: { ':weekId': weekId },
    },
  });

  return {
    /**
     * The debit, the week, its ledger entry and the active-week guard in ONE transaction: the balance can never go
     * below zero and two concurrent requests can never make two weeks.
     */
    async createPaid(week: WeekRecord, credit: CreditEntry): Promise<void> {
      const items: TransactItem[] = [
        {
          Update: {
            TableName: table,
            Key: keys.user(week.userId),
            UpdateExpression: 'SET credits = credits - :cost, updatedAt = :now',
            ConditionExpression: 'attribute_exists(PK) AND credits >= :cost',
            ExpressionAttributeValues: { ':cost': -credit.amount, ':now': week.createdAt },
          },
        },
        {
          Put: {
            TableName: table,
            Item: { ...keys.activeWeekGuard(week.userId), type: 'activeWeek', weekId: week.id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.week(week.userId, week.id),
              ...keys.activeWeek(week.userId, week.firstDay, week.id),
              type: 'week',
              ...week,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        { Put: { TableName: table, Item: creditEntryItem(week.userId, credit) } },
        {
          Put: {
            TableName: table,
            Item: { ...keys.weekIndexMarker(week.userId, week.id), type: 'weekIndex', weekId: week.id },
          },
        },
        counterUpdate(table, 'weeksCreated', 1),
      ];
      // A concurrent transaction on the same items is tried again; then the conditions (balance, guard) decide.
      const outcome = await guardedTransaction(db, items, 5);
      if (outcome === 'committed') return;
      if (outcome.failedAt.includes(1)) throw new ActiveWeekExistsError();
      if (outcome.failedAt.includes(0)) throw new InsufficientCreditsError();
      throw outcome.error;
    },

    /**
     * A failed week goes back to generating under a new task, active again, and without a new debit; `changes` carry
     * a new request (style, prompt, first day) when the athlete plans again instead of pressing retry.
     */
    async reopenFailed(
      userId: string,
      weekId: string,
      firstDay: string,
      now: string,
      changes?: Pick<WeekRecord, 'trainingStyle' | 'requirementsPrompt'>,
    ): Promise<void> {
      const outcome = await guardedTransaction(db, [
        {
          Update: {
            TableName: table,
            Key: keys.week(userId, weekId),
            UpdateExpression: `SET #status = :generating, active = :true, #error = :null, taskId = :null, GSI1PK = :gpk, GSI1SK = :gsk, updatedAt = :now, firstDay = :firstDay${changes ? ', trainingStyle = :style, requirementsPrompt = :prompt' : ''}`,
            ConditionExpression: 'attribute_exists(PK) AND #status = :failed AND deleted <> :true',
            ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
            ExpressionAttributeValues: {
              ':generating': 'generating',
              ':failed': 'failed',
              ':true': true,
              ':null': null,
              ':now': now,
              ':firstDay': firstDay,
              ':gpk': keys.activeWeek(userId, firstDay, weekId).GSI1PK,
              ':gsk': keys.activeWeek(userId, firstDay, weekId).GSI1SK,
              ...(changes ? { ':style': changes.trainingStyle, ':prompt': changes.requirementsPrompt } : {}),
            },
          },
        },
        {
          Put: {
            TableName: table,
            Item: { ...keys.activeWeekGuard(userId), type: 'activeWeek', weekId },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ]);
      if (outcome === 'committed') return;
      if (outcome.failedAt.includes(1)) throw new ActiveWeekExistsError();
      if (outcome.failedAt.includes(0)) throw new WeekNotRetryableError();
      throw outcome.error;
    },

    async get(userId: string, weekId: string): Promise<WeekRecord | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.week(userId, weekId), ConsistentRead: true }),
      );
      return Item ? stripKeys<WeekRecord>(Item) : null;
    },

    /** One Query on the sparse active-week index. */
    async findActive(userId: string): Promise<WeekRecord | null> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.activeWeekPartition(userId) },
          ScanIndexForward: false,
          Limit: 1,
        }),
      );
      return Items[0] ? stripKeys<WeekRecord>(Items[0]) : null;
    },

    async list(userId: string): Promise<WeekRecord[]> {
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': keys.weekPrefix },
      });
      return items.map((i) => stripKeys<WeekRecord>(i));
    },

    /** Each week's id and days only (the projection keeps summaries and adaptations out): which week holds a day. */
    async listSpans(userId: string): Promise<Array<Pick<WeekRecord, 'id' | 'firstDay' | 'deleted' | 'status'>>> {
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ProjectionExpression: 'id, firstDay, deleted, #status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': keys.weekPrefix },
      });
      return items.map((i) => stripKeys<Pick<WeekRecord, 'id' | 'firstDay' | 'deleted' | 'status'>>(i));
    },

    async setTask(userId: string, weekId: string, taskId: string, now: string): Promise<void> {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.week(userId, weekId),
          UpdateExpression: 'SET taskId = :task, updatedAt = :now',
          ConditionExpression: '#status = :generating',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':task': taskId, ':now': now, ':generating': 'generating' },
        }),
      );
    },

    /**
     * Marks a generating week failed and frees the active slot so the athlete can retry (for free) or plan again.
     * Only for the given task, if one is given: a late failure of an old task never touches a retried week.
     */
    async markFailed(
      userId: string,
      weekId: string,
      message: string,
      now: string,
      taskId?: string | null,
    ): Promise<boolean> {
      const values: Record<string, unknown> = {
        ':failed': 'failed',
        ':false': false,
        ':error': message,
        ':now': now,
        ':generating': 'generating',
      };
      let condition = '#status = :generating';
      if (taskId) {
        condition += ' AND (taskId = :task OR attribute_type(taskId, :nullType))';
        values[':task'] = taskId;
        values[':nullType'] = 'NULL';
      }
      // Superseded (another run finished or failed it first) only when a condition said so; a conflict or
      // throttling that outlasted the retries is thrown, so the task is retried instead of left 'generating'.
      const outcome = await guardedTransaction(db, [
        {
          Update: {
            TableName: table,
            Key: keys.week(userId, weekId),
            UpdateExpression:
              'SET #status = :failed, active = :false, #error = :error, updatedAt = :now REMOVE GSI1PK, GSI1SK',
            ConditionExpression: condition,
            ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
            ExpressionAttributeValues: values,
          },
        },
        releaseGuard(userId, weekId),
      ]);
      return outcome === 'committed';
    },

    /** The generated workouts and the ready week in one transaction, once per task (a duplicate run writes nothing). */
    /** `extra` (the workouts' sends to the watch) commits with the week and its workouts. */
    async storeGenerated(
      userId: string,
      weekId: string,
      taskId: string,
      fields: { goal: string; overview: string; adaptation?: WeekAdaptation | null },
      workoutItems: Record<string, unknown>[],
      now: string,
      extra: TransactItem[] = [],
    ): Promise<boolean> {
      const items: TransactItem[] = [
        {
          Update: {
            TableName: table,
            Key: keys.week(userId, weekId),
            UpdateExpression:
              'SET #status = :ready, goal = :goal, overview = :overview, adaptation = :adaptation, updatedAt = :now',
            ConditionExpression: '#status = :generating AND taskId = :task',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':ready': 'ready',
              ':generating': 'generating',
              ':task': taskId,
              ':goal': fields.goal,
              ':overview': fields.overview,
              ':adaptation': fields.adaptation ?? null,
              ':now': now,
            },
          },
        },
        ...workoutItems.map((Item) => ({
          Put: { TableName: table, Item, ConditionExpression: 'attribute_not_exists(PK)' },
        })),
        ...extra,
      ];
      return (await guardedTransaction(db, items)) === 'committed';
    },

    /** Deactivates the week (and frees the slot). Extra items (summary, completed workouts) commit with it. */
    async deactivate(
      userId: string,
      weekId: string,
      now: string,
      extra: { set?: Record<string, unknown>; items?: TransactItem[] } = {},
    ): Promise<boolean> {
      const set = Object.entries(extra.set ?? {});
      const names = Object.fromEntries(set.map(([k], i) => [`#s${i}`, k]));
      const values = Object.fromEntries(set.map(([, v], i) => [`:s${i}`, v]));
      const outcome = await guardedTransaction(db, [
        {
          Update: {
            TableName: table,
            Key: keys.week(userId, weekId),
            UpdateExpression: `SET active = :false, updatedAt = :now${set.map((_, i) => `, #s${i} = :s${i}`).join('')} REMOVE GSI1PK, GSI1SK`,
            ConditionExpression: 'attribute_exists(PK) AND active = :true',
            ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
            ExpressionAttributeValues: { ':false': false, ':true': true, ':now': now, ...values },
          },
        },
        releaseGuard(userId, weekId),
        ...(extra.items ?? []),
      ]);
      if (outcome === 'committed') return true;
      if (outcome.failedAt.includes(0)) return false;
      throw outcome.error;
    },

    /** Moves the active week to another first day; `items` (its workouts' new days) commit with it. */
    async moveActive(
      week: Pick<WeekRecord, 'userId' | 'id' | 'firstDay'>,
      firstDay: string,
      now: string,
      items: TransactItem[],
    ): Promise<boolean> {
      const index = keys.activeWeek(week.userId, firstDay, week.id);
      const outcome = await guardedTransaction(db, [
        {
          Update: {
            TableName: table,
            Key: keys.week(week.userId, week.id),
            UpdateExpression: 'SET firstDay = :day, GSI1SK = :gsk, updatedAt = :now',
            ConditionExpression: 'active = :true AND firstDay = :old',
            ExpressionAttributeValues: {
              ':day': firstDay,
              ':gsk': index.GSI1SK,
              ':now': now,
              ':true': true,
              ':old': week.firstDay,
            },
          },
        },
        ...items,
      ]);
      if (outcome === 'committed') return true;
      if (outcome.failedAt.includes(0)) return false;
      throw outcome.error;
    },

    async switchToFlow(userId: string, weekId: string, now: string): Promise<boolean> {
      return updateIf(doc, {
        TableName: table,
        Key: keys.week(userId, weekId),
        UpdateExpression: 'SET trainingStyle = :flow, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND trainingStyle IN (:classic, :flexible) AND deleted <> :true',
        ExpressionAttributeValues: {
          ':flow': 'flow',
          ':classic': 'classic',
          ':flexible': 'flexible',
          ':true': true,
          ':now': now,
        },
      });
    },

    /**
     * Soft-deletes the week (kept for the first-day rule's history) and frees the active slot. With `refund` (a week
     * whose generation failed), only while it is still failed, the credit goes back with its ledger entry in the
     * same transaction: a failure never costs the athlete a credit.
     */
    async markDeleted(userId: string, weekId: string, now: string, refund?: CreditEntry): Promise<boolean> {
      const refundItems: TransactItem[] = refund
        ? [
            {
              Update: {
                TableName: table,
                Key: keys.user(userId),
                UpdateExpression: 'ADD credits :n',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':n': refund.amount },
              },
            },
            {
              Put: {
                TableName: table,
                Item: creditEntryItem(userId, refund),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ]
        : [];
      const outcome = await guardedTransaction(db, [
        {
          Update: {
            TableName: table,
            Key: keys.week(userId, weekId),
            UpdateExpression: 'SET deleted = :true, active = :false, updatedAt = :now REMOVE GSI1PK, GSI1SK',
            ConditionExpression: refund
              ? 'attribute_exists(PK) AND deleted <> :true AND #status = :failed'
              : 'attribute_exists(PK) AND deleted <> :true',
            ...(refund ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
            ExpressionAttributeValues: {
              ':true': true,
              ':false': false,
              ':now': now,
              ...(refund ? { ':failed': 'failed' } : {}),
            },
          },
        },
        releaseGuard(userId, weekId),
        {
          Delete: {
            TableName: table,
            Key: { PK: keys.weekIndexMarker(userId, weekId).PK, SK: keys.weekIndexMarker(userId, weekId).SK },
          },
        },
        ...refundItems,
      ]);
      if (outcome === 'committed') return true;
      if (outcome.failedAt.includes(0)) return false;
      throw outcome.error;
    },
  };
}

export type WeekRepository = ReturnType<typeof createWeekRepository>;
