import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  availabilitySchema,
  emptyAvailability,
  type Availability,
  type AvailabilityView,
} from '@shared/schemas/availability';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';

/** The athlete's availability: one item `USER#u / AVAILABILITY`. */
export function createAvailabilityRepository({ doc, table }: Db) {
  return {
    /** The stored availability, or no limits at all when the athlete set none. */
    async get(userId: string): Promise<AvailabilityView> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.availability(userId), ConsistentRead: true }),
      );
      if (!Item) return { ...emptyAvailability(), updatedAt: null };
      // A stored item that no longer reads (an older shape) counts as no limits rather than failing every week.
      const parsed = availabilitySchema.safeParse({
        minutesByWeekday: Item.minutesByWeekday,
        twoSessionDays: Item.twoSessionDays,
        poolDays: Item.poolDays,
        blackouts: Item.blackouts,
      });
      return {
        ...(parsed.success ? (parsed.data as Availability) : emptyAvailability()),
        updatedAt: typeof Item.updatedAt === 'string' ? Item.updatedAt : null,
      };
    },

    async put(userId: string, availability: Availability, now: string): Promise<AvailabilityView> {
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.availability(userId), type: 'availability', ...availability, updatedAt: now },
        }),
      );
      return { ...availability, updatedAt: now };
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
