import type { Zippable } from 'fflate';
import type { Language } from '@shared/schemas/common';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import type { TrainerFormat } from '@shared/schemas/trainer-files';
import type { WorkoutView } from '@shared/schemas/weeks';
import { conflict } from '../../../lib/errors';
import { canWrite, trainerFile, type TrainerFile } from './trainer-file';

const FORMAT_SPORTS: Record<TrainerFormat, string> = { zwo: 'bike or run', erg: 'bike', mrc: 'bike' };

/** Entries carry the workout's day as their time, so the same week downloads to the same bytes. */
function entryTime(day: string | null): Date {
  return day ? new Date(`${day}T12:00:00`) : new Date('2000-01-01T12:00:00');
}

/**
 * Every workout of the week that the format can carry, in day order, one file each named `<day>-<name>.<ext>`,
 * zipped. 409 when none can (a swim-only week, or an ERG without FTP, which trainerFile explains).
 */
export async function weekArchive(
  workouts: readonly WorkoutView[],
  format: TrainerFormat,
  thresholds: ThresholdValues | null,
  lang: Language,
): Promise<TrainerFile> {
  const chosen = workouts
    .filter((w) => canWrite(w.workoutDetails, format))
    .sort((a, b) => (a.day ?? '9999').localeCompare(b.day ?? '9999'));
  if (chosen.length === 0)
    throw conflict(`This week has no ${FORMAT_SPORTS[format]} workouts to write as .${format} files.`);
  const entries: Zippable = {};
  for (const workout of chosen) {
    const file = trainerFile(workout.workoutDetails, format, thresholds, lang);
    const stem = `${workout.day ?? 'unscheduled'}-${file.name.replace(/\.\w+$/, '')}`;
    let name = `${stem}.${format}`;
    for (let n = 2; name in entries; n += 1) name = `${stem}-${n}.${format}`;
    entries[name] = [file.data, { mtime: entryTime(workout.day) }];
  }
  // Loaded on the first week download only: fflate ships beside the workouts bundle (functions/http/lazy-modules.ts).
  const { zipSync } = await import('fflate');
  const first = chosen.find((w) => w.day)?.day;
  return {
    name: `tricoach-week${first ? `-${first}` : ''}-${format}.zip`,
    contentType: 'application/zip',
    data: zipSync(entries, { level: 6 }),
  };
}
