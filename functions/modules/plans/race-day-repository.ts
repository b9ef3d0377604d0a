import type { Db } from '../../db/client';
import { updateIf } from '../../db/update-if';
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
      return updateIf(doc, {
        TableName: table,
        Key: keys.plan(userId, planId),
        UpdateExpression: 'SET raceDayPlan = :r',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':r': raceDay },
      });
    },
  };
}

export type RaceDayRepository = ReturnType<typeof createRaceDayRepository>;
