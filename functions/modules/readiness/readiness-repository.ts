import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReadinessDecisionView } from '@shared/schemas/readiness';
import type { CheckIn, ReadinessDay, WatchDay } from '@shared/training/readiness';
import type { Db } from '../../db/client';
import { isConditionFailure } from '../../db/items';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';

/** What each Garmin summary type delivers for a day, kept apart so one never overwrites another. */
export type WatchPart = 'daily' | 'sleep' | 'hrv';
const WATCH_ATTRIBUTE: Record<WatchPart, string> = { daily: 'garminDaily', sleep: 'garminSleep', hrv: 'garminHrv' };

export interface StoredReadinessDay extends ReadinessDay {
  decision?: ReadinessDecisionView | null;
}

function fromItem(item: Record<string, unknown>): StoredReadinessDay {
  const watch: WatchDay = {
    ...(item.garminDaily as object),
    ...(item.garminSleep as object),
    ...(item.garminHrv as object),
  };
  for (const key of ['receivedAt', 'summaryId'] as const) delete (watch as Record<string, unknown>)[key];
  return {
    date: String(item.date),
    checkIn: (item.checkIn as CheckIn | undefined) ?? null,
    watch: Object.keys(watch).length ? watch : null,
    decision: (item.decision as ReadinessDecisionView | undefined) ?? null,
  };
}

/** Readiness by day: one item `USER#u / READINESS#<date>` holding the check-in, the watch's parts and the decision. */
export function createReadinessRepository({ doc, table }: Db) {
  const set = (
    userId: string,
    date: string,
    attribute: string,
    value: unknown,
    condition?: { expression: string; values: Record<string, unknown> },
  ) =>
    doc.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.readinessDay(userId, date),
        UpdateExpression: 'SET #type = :type, #date = :date, #a = :v',
        ...(condition ? { ConditionExpression: condition.expression } : {}),
        ExpressionAttributeNames: { '#type': 'type', '#date': 'date', '#a': attribute },
        ExpressionAttributeValues: {
          ':type': 'readinessDay',
          ':date': date,
          ':v': value,
          ...(condition?.values ?? {}),
        },
      }),
    );

  return {
    /** The days from `from` to `to` inclusive, oldest first. */
    async range(userId: string, from: string, to: string): Promise<StoredReadinessDay[]> {
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(userId),
          ':from': `${keys.readinessPrefix}${from}`,
          ':to': `${keys.readinessPrefix}${to}`,
        },
      });
      return items.map(fromItem);
    },

    async putCheckIn(userId: string, date: string, checkIn: CheckIn & { at: string }): Promise<void> {
      await set(userId, date, 'checkIn', checkIn);
    },

    /** Records the choice once: a second decision on the same day is refused (false). */
    async decide(userId: string, date: string, decision: ReadinessDecisionView): Promise<boolean> {
      try {
        await set(userId, date, 'decision', decision, { expression: 'attribute_not_exists(decision)', values: {} });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async removeDecision(userId: string, date: string): Promise<void> {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.readinessDay(userId, date),
          UpdateExpression: 'REMOVE decision',
        }),
      );
    },

    /**
     * One part of a day from the watch. Garmin re-sends a summary as the day goes on and may deliver days out of
     * order: the part is written unless the stored one arrived later (a repeat of the same push writes the same values).
     */
    async putWatch(
      userId: string,
      date: string,
      part: WatchPart,
      values: WatchDay & { summaryId: string; receivedAt: string },
    ): Promise<boolean> {
      try {
        await set(userId, date, WATCH_ATTRIBUTE[part], values, {
          expression: `attribute_not_exists(#a) OR #a.receivedAt <= :receivedAt`,
          values: { ':receivedAt': values.receivedAt },
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The athlete's language (the eased session's name and description are written in it). */
    async langOf(userId: string): Promise<'en' | 'pl'> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.user(userId), ProjectionExpression: 'lang' }),
      );
      return Item?.lang === 'pl' ? 'pl' : 'en';
    },
  };
}

export type ReadinessRepository = ReturnType<typeof createReadinessRepository>;
