import type { WorkoutDetails } from '@shared/schemas/training';
import { shape, unrolled, type TrainerBlock } from './trainer-steps';

/**
 * Header values are read up to the first '=' and section markers anywhere on a line (GoldenCheetah ErgFile.cpp);
 * the other readers (TrainerRoad, Zwift, PerfPRO) expect plain ASCII: keep letters, digits and simple punctuation.
 */
/** Letters NFKD does not take apart (Polish Ł above all). */
const ASCII_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ø: 'O',
  ø: 'o',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
};

function headerValue(value: string): string {
  const ascii = value
    .replace(/\s+/g, ' ')
    .replace(/[ŁłĐđØøßÆæŒœ]/g, (c) => ASCII_LETTERS[c]!)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
  return ascii
    .replace(/[=[\];]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
    .trim();
}

/** Minutes with enough places that every step boundary lands on its second (2 places would be 0.6 s steps). */
const minutes = (seconds: number) =>
  (seconds / 60)
    .toFixed(4)
    .replace(/(\.\d\d\d?)0+$/, '$1')
    .replace(/(\.\d\d)0$/, '$1');

export type CourseUnit = { kind: 'erg'; ftp: number } | { kind: 'mrc' };

/**
 * An ERG (watts) or MRC (percent of FTP) course: each step is a row where it starts and a row where it ends, so a
 * step change is two rows at the same minute and a warm-up or cool-down ramps between its two rows.
 */
export function courseFile(
  details: WorkoutDetails,
  blocks: readonly TrainerBlock[],
  fileName: string,
  unit: CourseUnit,
): string {
  const value = (fraction: number) =>
    unit.kind === 'erg' ? String(Math.round(fraction * unit.ftp)) : String(Number((fraction * 100).toFixed(1)));
  const rows: string[] = [];
  let at = 0;
  for (const step of unrolled(blocks)) {
    const { from, to } = shape(step, step.band ?? step.held);
    rows.push(`${minutes(at)}\t${value(from)}`);
    at += step.seconds;
    rows.push(`${minutes(at)}\t${value(to)}`);
  }
  return [
    '[COURSE HEADER]',
    'VERSION = 2',
    'UNITS = METRIC',
    `DESCRIPTION = ${headerValue([details.workoutName, details.description].filter((t) => t.trim()).join(' - ')) || 'Workout'}`,
    `FILE NAME = ${headerValue(fileName)}`,
    ...(unit.kind === 'erg' ? [`FTP = ${unit.ftp}`, 'MINUTES WATTS'] : ['MINUTES PERCENT']),
    '[END COURSE HEADER]',
    '[COURSE DATA]',
    ...rows,
    '[END COURSE DATA]',
    '',
  ].join('\r\n');
}
