/**
 * A strict reader of ERG and MRC course files, written from GoldenCheetah's notes on the format
 * (src/Train/ErgFile.cpp: sections, `KEY = value` settings, the `MINUTES WATTS` / `MINUTES PERCENT` column line,
 * `<minutes> <value>` rows) and sharing no code with the generator. Where GoldenCheetah shrugs at a line, this
 * reader fails: a file it accepts is one every trainer app can read.
 */

export interface CoursePoint {
  seconds: number;
  value: number;
}

/** One stretch between two rows at different times: the value ramps from `from` to `to` (equal for a steady step). */
export interface CourseSegment {
  seconds: number;
  from: number;
  to: number;
}

export interface Course {
  kind: 'erg' | 'mrc';
  settings: Record<string, string>;
  points: CoursePoint[];
  segments: CourseSegment[];
}

const SECTIONS = ['[COURSE HEADER]', '[END COURSE HEADER]', '[COURSE DATA]', '[END COURSE DATA]'] as const;

export function readCourse(text: string): Course {
  const lines = text.split(/\r\n|\r|\n/);
  while (lines.at(-1) === '') lines.pop();
  let section: 'before' | 'header' | 'between' | 'data' | 'after' = 'before';
  let kind: Course['kind'] | null = null;
  const settings: Record<string, string> = {};
  const points: CoursePoint[] = [];

  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const where = `line ${i + 1} ("${raw}")`;
    if (/[^\x20-\x7e\t]/.test(raw)) throw new Error(`${where}: not plain ASCII`);
    const marker = SECTIONS.find((s) => line.toUpperCase() === s);
    if (marker) {
      const expected = {
        before: '[COURSE HEADER]',
        header: '[END COURSE HEADER]',
        between: '[COURSE DATA]',
        data: '[END COURSE DATA]',
        after: null,
      }[section];
      if (marker !== expected) throw new Error(`${where}: ${marker} where ${expected ?? 'nothing'} was expected`);
      section = ({ before: 'header', header: 'between', between: 'data', data: 'after' } as const)[
        section as 'before' | 'header' | 'between' | 'data'
      ];
      continue;
    }
    if (/[[\]]/.test(line)) throw new Error(`${where}: a bracket outside a section marker`);
    if (section === 'header') {
      const columns = /^MINUTES\s+(WATTS|PERCENT)$/i.exec(line);
      if (columns) {
        if (kind) throw new Error(`${where}: a second column line`);
        kind = columns[1]!.toUpperCase() === 'WATTS' ? 'erg' : 'mrc';
        continue;
      }
      const setting = /^([A-Z][A-Z ]*?)\s*=\s*([^=]*)$/.exec(line);
      if (!setting) throw new Error(`${where}: neither a setting nor the column line`);
      settings[setting[1]!] = setting[2]!.trim();
      continue;
    }
    if (section === 'data') {
      const row = /^(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)$/.exec(line);
      if (!row) throw new Error(`${where}: not a "<minutes> <value>" row`);
      const seconds = Number(row[1]) * 60;
      const last = points.at(-1);
      if (last && seconds < last.seconds - 1e-9) throw new Error(`${where}: time goes backwards`);
      if (!last && seconds !== 0) throw new Error(`${where}: the course does not start at minute 0`);
      points.push({ seconds, value: Number(row[2]) });
      continue;
    }
    if (line !== '') throw new Error(`${where}: text outside the sections`);
  }

  if (section !== 'after') throw new Error('the file ends before [END COURSE DATA]');
  if (!kind) throw new Error('no MINUTES WATTS / MINUTES PERCENT line');
  if (points.length < 2) throw new Error('fewer than two rows');
  const segments: CourseSegment[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const [a, b] = [points[i - 1]!, points[i]!];
    if (b.seconds - a.seconds > 1e-9) segments.push({ seconds: b.seconds - a.seconds, from: a.value, to: b.value });
  }
  return { kind, settings, points, segments };
}
