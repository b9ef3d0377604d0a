import * as z from 'zod';
import { raceDayBody } from '@shared/schemas/race-day';

export interface RaceDayFormValues {
  temperature: string;
}

/** The typed temperature read as the API's `temperatureC` (a whole number of degrees within its limits); empty is refused. */
export const raceDayForm: z.ZodType<{ temperature: number }, RaceDayFormValues> = z.object({
  temperature: z
    .string()
    .trim()
    .min(1, 'Temperature must be a number')
    .transform(Number)
    .pipe(raceDayBody.shape.temperatureC.unwrap()),
});
