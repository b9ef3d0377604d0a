import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { isConditionFailure } from '../../db/items';
import { keys } from '../../db/keys';
import type { RaceDayContent } from '@shared/schemas/race-day';

/** The race-day plan as stored: an attribute of the plan item, so it goes (and is exported, deleted) with the plan. */
export interface StoredRaceDay extends RaceDayContent {
  generatedAt: string;
}

export function createRaceDayRepository({ doc, table }: Db) {
  return {
    /** Replaces the plan's race-day plan; false when the plan is gone. */
    async store(userId: string, planId: string, raceDay: StoredRaceDay): Promise<boolean> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.plan(userId, planId),
            UpdateExpression: 'SET raceDayPlan = :r',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':r': raceDay },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type RaceDayRepository = ReturnType<typeof createRaceDayRepository>;
