import * as z from 'zod';
import { currentTrainingSchema, type CurrentTraining } from '@shared/schemas/training';
import {
  draftToCurrentTraining,
  longestMinutesOf,
  weeklyMinutesOf,
  type CurrentTrainingDraft,
  type SportKey,
} from './current-training';

/** What the step adds to the levels it saves: nothing when no field was filled in. */
export interface CurrentTrainingPart {
  currentTraining?: CurrentTraining;
}

const weekly = currentTrainingSchema.shape.weeklyMinutes.shape;
const longest = currentTrainingSchema.shape.longestMinutes.shape;

/** Each field on its own, in minutes, against the API's own limit for it (the message is the field's, on screen). */
const sport = (k: SportKey) =>
  z.object({
    hours: z.string().refine((text) => weekly[k].safeParse(weeklyMinutesOf(text)).success, 'hours'),
    longest: z.string().refine((text) => longest[k].safeParse(longestMinutesOf(text)).success, 'longest'),
  });

export const currentTrainingForm: z.ZodType<CurrentTrainingPart, CurrentTrainingDraft> = z
  .object({ swim: sport('swim'), bike: sport('bike'), run: sport('run') })
  .transform((draft) => {
    const currentTraining = draftToCurrentTraining(draft);
    return currentTraining ? { currentTraining } : {};
  })
  .pipe(z.object({ currentTraining: currentTrainingSchema.optional() }));
