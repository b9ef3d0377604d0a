import * as z from 'zod';
import { isoDateSchema } from '@shared/schemas/common';
import type { PushKind } from './push-inbox';

/** Each entry of a push names the Garmin user it is about; the rest of an entry is read field by field later. */
const entry = <T extends z.ZodRawShape>(shape: T) =>
  z.looseObject({ userId: z.string({ error: 'userId must be a string' }).min(1).max(200), ...shape });

const MAX_ENTRIES = 1000;
/** A health summary names its day (the device's local calendar date, as Garmin Connect shows it). */
const health = entry({ summaryId: z.union([z.string().min(1).max(200), z.number()]), calendarDate: isoDateSchema });

/**
 * The shape of Garmin's pushes, checked before one is stored: a push the job could never process (`"activities":"x"`,
 * null entries) is refused with 400 at the edge, and nothing is queued.
 */
export const PUSH_SCHEMAS: Record<PushKind, z.ZodType> = {
  activities: z.looseObject({
    activities: z
      .array(entry({ summaryId: z.union([z.string().min(1).max(200), z.number()]) }), {
        error: 'activities must be a list of activity summaries',
      })
      .max(MAX_ENTRIES),
  }),
  deregistrations: z.looseObject({
    deregistrations: z.array(entry({}), { error: 'deregistrations must be a list' }).max(MAX_ENTRIES),
  }),
  dailies: z.looseObject({
    dailies: z.array(health, { error: 'dailies must be a list of daily summaries' }).max(MAX_ENTRIES),
  }),
  sleeps: z.looseObject({
    sleeps: z.array(health, { error: 'sleeps must be a list of sleep summaries' }).max(MAX_ENTRIES),
  }),
  hrv: z.looseObject({ hrv: z.array(health, { error: 'hrv must be a list of HRV summaries' }).max(MAX_ENTRIES) }),
  permissions: z.looseObject({
    userPermissionsChange: z
      .array(entry({ permissions: z.array(z.string().max(100)).max(50) }), {
        error: 'userPermissionsChange must be a list',
      })
      .max(MAX_ENTRIES),
  }),
};
