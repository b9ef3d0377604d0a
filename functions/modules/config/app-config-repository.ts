import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { isConditionFailure } from '../../db/items';

/** Seeded default (seedDefaults writes it); a missing row means the default. */
export const DEFAULT_ACCEPTING_SIGNUPS = true;

/** app_config rows: CONFIG / CONFIG#<name>, each holding one `value`. */
export function createAppConfigRepository({ doc, table }: Db) {
  return {
    async acceptingSignups(): Promise<boolean> {
      const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.appConfig('acceptingSignups') }));
      return typeof Item?.value === 'boolean' ? Item.value : DEFAULT_ACCEPTING_SIGNUPS;
    },

    async setAcceptingSignups(value: boolean, now: string): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.appConfig('acceptingSignups'), type: 'config', value, updatedAt: now },
        }),
      );
    },

    /** Writes a default only where no value exists (seeding is idempotent and never overwrites an admin's choice). */
    async putDefault(name: string, value: unknown, now: string): Promise<boolean> {
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: { ...keys.appConfig(name), type: 'config', value, updatedAt: now },
            ConditionExpression: 'attribute_not_exists(PK)',
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

export type AppConfigRepository = ReturnType<typeof createAppConfigRepository>;
