import * as z from 'zod';
import { languageSchema } from './common';
import type { Sport } from './training';

/** Indoor-training files: Zwift (.zwo), ERG (absolute watts) and MRC (percent of FTP). */
export const trainerFormatSchema = z.enum(['zwo', 'erg', 'mrc'], { error: 'format must be zwo, erg or mrc' });
export type TrainerFormat = z.infer<typeof trainerFormatSchema>;

/** Which formats a sport can be written in: trainers hold power on the bike; Zwift also runs (pace); swims have none. */
export const TRAINER_FORMATS: Record<Sport, readonly TrainerFormat[]> = { CYCLING: ['zwo', 'erg', 'mrc'], RUNNING: ['zwo'], SWIMMING: [] };

/** `format` defaults to Zwift; `lang` is the language of the cues the file adds (the step texts are the workout's own). */
export const trainerFileQuery = z
  .object({ format: trainerFormatSchema.default('zwo'), lang: languageSchema.default('en') })
  .strict();
