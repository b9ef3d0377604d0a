import * as z from 'zod';
import { TRAINER_FORMAT_LIST } from '../weeks/trainer-formats';
import { languageSchema } from './common';

export { TRAINER_FORMATS, type TrainerFormat } from '../weeks/trainer-formats';

export const trainerFormatSchema = z.enum(TRAINER_FORMAT_LIST, { error: 'format must be zwo, erg or mrc' });

/** `format` defaults to Zwift; `lang` is the language of the cues the file adds (the step texts are the workout's own). */
export const trainerFileQuery = z
  .object({ format: trainerFormatSchema.default('zwo'), lang: languageSchema.default('en') })
  .strict();
