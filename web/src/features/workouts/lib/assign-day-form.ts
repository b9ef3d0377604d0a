import * as z from 'zod';
import { weekdaySchema } from '@shared/schemas/training';

/** The date card's one field: a weekday of the workout's own week ('' until one is chosen). */
export const assignDayForm = z.object({
  day: z.union([weekdaySchema, z.literal('')]).refine((day) => day !== '', 'Please select a day first'),
});
export type AssignDayValues = z.input<typeof assignDayForm>;
