import type { WorkoutSport } from '../schemas/training';

/** Indoor-training files: Zwift (.zwo), ERG (absolute watts) and MRC (percent of FTP). Kept free of zod for the web. */
export const TRAINER_FORMAT_LIST = ['zwo', 'erg', 'mrc'] as const;
export type TrainerFormat = (typeof TRAINER_FORMAT_LIST)[number];

/** Which formats a sport can be written in: trainers hold power on the bike; Zwift also runs (pace); swims and strength have none. */
export const TRAINER_FORMATS: Record<WorkoutSport, readonly TrainerFormat[]> = {
  CYCLING: ['zwo', 'erg', 'mrc'],
  RUNNING: ['zwo'],
  SWIMMING: [],
  STRENGTH_TRAINING: [],
};
