import type { Language } from '@shared/schemas/common';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import { TRAINER_FORMATS, type TrainerFormat } from '@shared/schemas/trainer-files';
import type { WorkoutDetails } from '@shared/schemas/training';
import { conflict } from '../../../lib/errors';
import { workoutFileName } from '../fit-workout';
import { courseFile } from './course-file';
import { trainerBlocks } from './trainer-steps';
import { zwoFile } from './zwo';

export interface TrainerFile {
  name: string;
  contentType: string;
  data: Uint8Array;
}

export const TRAINER_CONTENT_TYPES: Record<TrainerFormat, string> = {
  zwo: 'application/xml; charset=utf-8',
  erg: 'text/plain; charset=utf-8',
  mrc: 'text/plain; charset=utf-8',
};

const FORMAT_NAMES: Record<TrainerFormat, string> = { zwo: 'Zwift (.zwo)', erg: 'ERG (.erg)', mrc: 'MRC (.mrc)' };
const SPORT_NAMES = {
  CYCLING: 'bike',
  RUNNING: 'run',
  SWIMMING: 'swim',
  STRENGTH_TRAINING: 'strength session',
} as const;

export const ftpRequiredMessage =
  'ERG files hold your power in watts, so they need your FTP. Set it in Settings > Zones, or download the MRC file (percent of FTP) instead.';

export const canWrite = (details: Pick<WorkoutDetails, 'sport'>, format: TrainerFormat): boolean =>
  TRAINER_FORMATS[details.sport].includes(format);

/**
 * The workout as an indoor-training file, built from the same steps as the FIT file and the Garmin workout.
 * 409 when the athlete's data cannot make it: an ERG without an FTP, or a format the sport has none of.
 */
export function trainerFile(
  details: WorkoutDetails,
  format: TrainerFormat,
  thresholds: ThresholdValues | null,
  lang: Language,
): TrainerFile {
  if (!canWrite(details, format)) {
    throw conflict(
      `${FORMAT_NAMES[format]} files are for ${TRAINER_FORMATS.CYCLING.includes(format) && !TRAINER_FORMATS.RUNNING.includes(format) ? 'bike' : 'bike and run'} workouts; this is a ${SPORT_NAMES[details.sport]}. Download the FIT file instead.`,
    );
  }
  const ftp = thresholds?.ftp ?? null;
  if (format === 'erg' && !ftp) throw conflict(ftpRequiredMessage, { reason: 'ftp-required' });
  const blocks = trainerBlocks(details, thresholds, lang);
  const name = workoutFileName(details, format);
  const text =
    format === 'zwo'
      ? zwoFile(details, blocks)
      : courseFile(details, blocks, name, format === 'erg' ? { kind: 'erg', ftp: ftp! } : { kind: 'mrc' });
  return { name, contentType: TRAINER_CONTENT_TYPES[format], data: new TextEncoder().encode(text) };
}
