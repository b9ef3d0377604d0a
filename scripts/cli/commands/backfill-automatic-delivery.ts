import { keys } from '../../../functions/db/keys';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { AUTOMATIC_SOURCES } from '@shared/schemas/activities';
import { createActivityRepository } from '../../../functions/modules/activities/activity-repository';
import type { CliCommand } from '../types';

/**
 * The latest day an automatic source delivered, per athlete, from the activities stored before the
 * AUTOMATIC_DELIVERY marker existed (docs/decisions/017). Before logging and uploads existed, only the Garmin push
 * and the CLI's simulation stored activities, so an activity without a source counts as automatic.
 */
export async function latestAutomaticDays(
  scanPage: (
    startKey?: Record<string, unknown>,
  ) => Promise<{ items: Record<string, unknown>[]; next?: Record<string, unknown> }>,
) {
  const latest = new Map<string, string>();
  let read = 0;
  let next: Record<string, unknown> | undefined;
  do {
    const page = await scanPage(next);
    for (const item of page.items) {
      read += 1;
      const source = typeof item.source === 'string' ? item.source : 'garmin';
      const userId = typeof item.PK === 'string' ? keys.userIdOfPartition(item.PK) : null;
      if (!(AUTOMATIC_SOURCES as readonly string[]).includes(source) || !userId || typeof item.startTime !== 'string')
        continue;
      const day = item.startTime.slice(0, 10);
      if ((latest.get(userId) ?? '') < day) latest.set(userId, day);
    }
    next = page.next;
  } while (next);
  return { latest, read };
}

export const command: CliCommand = {
  usage: 'backfill-automatic-delivery',
  description:
    "Sets each athlete's automatic-delivery marker from their stored Garmin activities (once, after deploying activity logging and uploads; safe to repeat).",
  async run(_args, { platform, target }) {
    const { doc, table } = platform.db;
    const { latest, read } = await latestAutomaticDays(async (startKey) => {
      const { Items = [], LastEvaluatedKey } = await doc.send(
        new ScanCommand({
          TableName: table,
          FilterExpression: '#type = :activity',
          ProjectionExpression: 'PK, startTime, #source',
          ExpressionAttributeNames: { '#type': 'type', '#source': 'source' },
          ExpressionAttributeValues: { ':activity': 'activity' },
          ExclusiveStartKey: startKey,
        }),
      );
      return { items: Items, next: LastEvaluatedKey };
    });
    const activities = createActivityRepository(platform.db);
    // The marker only moves forward: a newer one (a push since the deploy) is kept.
    for (const [userId, day] of latest) await activities.markAutomaticDelivery(userId, day);
    return `Automatic-delivery marker set for ${latest.size} athletes from ${read} activities (${target}).`;
  },
};
