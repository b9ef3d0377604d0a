import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { WorkoutView } from '@shared/schemas/weeks';
import type { WorkoutDetails } from '@shared/schemas/training';
import { HttpError } from '../../../functions/lib/errors';
import { trainerFile } from '../../../functions/modules/workouts/trainer-files/trainer-file';
import { weekArchive } from '../../../functions/modules/workouts/trainer-files/week-archive';
import { readCourse } from '../../support/trainer-readers/course-reader';
import { expectCourse, expectZwo, sameSecond } from '../../support/trainer-readers/expect-steps';
import { readZwo } from '../../support/trainer-readers/zwo-reader';
import {
  BIKE,
  BIKE_EXPECTED,
  NO_FTP,
  RUN,
  RUN_ELEMENTS,
  RUN_EXPECTED,
  SWIM,
  THRESHOLDS,
} from '../../support/trainer-fixtures';

const text = (data: Uint8Array) => new TextDecoder().decode(data);
const zwo = (details: WorkoutDetails, thresholds = THRESHOLDS, lang: 'en' | 'pl' = 'en') =>
  readZwo(text(trainerFile(details, 'zwo', thresholds, lang).data));

describe('Zwift .zwo files, read back by a strict reader', () => {
  it('a bike workout by heart rate, speed and feel rides free, each target said plainly in a text event', () => {
    const file = zwo(BIKE);
    expect(file).toMatchObject({
      name: BIKE.workoutName,
      description: BIKE.description,
      sportType: 'bike',
      author: 'Tricoach',
    });
    expect(new Set(file.elements)).toEqual(new Set(['FreeRide']));
    expectZwo(file, BIKE_EXPECTED);
  });

  it('a run by pace holds fractions of threshold pace: warm-up and cool-down ramps, a 2-step repeat as IntervalsT, longer repeats written out', () => {
    const file = zwo(RUN);
    expect(file.sportType).toBe('run');
    expect(file.elements).toEqual(RUN_ELEMENTS);
    expect(new Set(file.paces)).toEqual(new Set(['2']));
    expectZwo(file, RUN_EXPECTED);
  });

  it('without a threshold pace, run pace steps are free with the pace in words', () => {
    const file = zwo(RUN, { ...THRESHOLDS, runThresholdPace: null });
    expect(file.segments.every((s) => s.free)).toBe(true);
    expect(file.messages.find((m) => m.at === 0)?.text).toMatch(/Build up · Run at \d:\d\d–\d:\d\d min\/km/);
  });

  it('says the targets in the athlete language', () => {
    expect(zwo(BIKE, THRESHOLDS, 'pl').messages[0]!.text).toBe('Spin easy · Jedź według tętna: strefa 1 (104–134 bpm)');
  });

  it("escapes the athlete's own texts and drops what XML cannot carry", () => {
    const hostile: WorkoutDetails = {
      ...BIKE,
      workoutName: `</name><script>alert("x")</script> & 'co'\u0001\uFFFF`,
      description: 'a ]]> b <!-- c --> &amp; d',
      steps: [
        {
          ...(BIKE.steps[0] as Extract<WorkoutDetails['steps'][number], { type: 'WorkoutStep' }>),
          description: '"quoted" <b>bold</b> & \n new line',
        },
      ],
    };
    const file = zwo(hostile);
    expect(file.name).toBe(`</name><script>alert("x")</script> & 'co'`);
    expect(file.description).toBe(hostile.description);
    expect(file.messages[0]!.text).toContain('"quoted" <b>bold</b> & new line');
  });
});

describe('ERG and MRC course files, read back by a strict reader', () => {
  it('ERG holds watts of the FTP (written in the header); MRC the same as percent; free steps at their zone power', () => {
    const erg = readCourse(text(trainerFile(BIKE, 'erg', THRESHOLDS, 'en').data));
    expect(erg.kind).toBe('erg');
    expect(erg.settings).toMatchObject({
      FTP: '250',
      VERSION: '2',
      UNITS: 'METRIC',
      'FILE NAME': 'Bike-Threshold-Friends.erg',
    });
    expect(erg.settings.DESCRIPTION).toBe(
      'Bike <Threshold> & "Friends" - Threshold blocks with a 5 km steady part. Keep it smooth.',
    );
    expectCourse(erg.segments, BIKE_EXPECTED, 250);
    expect(erg.points.every((p) => Number.isInteger(p.value))).toBe(true);

    const mrc = readCourse(text(trainerFile(BIKE, 'mrc', THRESHOLDS, 'en').data));
    expect(mrc.kind).toBe('mrc');
    expect(mrc.settings.FTP).toBeUndefined();
    expectCourse(mrc.segments, BIKE_EXPECTED, 100);
  });

  it('a step change is two rows at the same minute', () => {
    const { points } = readCourse(text(trainerFile(BIKE, 'mrc', THRESHOLDS, 'en').data));
    expect(points).toHaveLength(BIKE_EXPECTED.length * 2);
    for (let i = 1; i < points.length - 1; i += 2) expect(points[i]!.seconds).toBeCloseTo(points[i + 1]!.seconds, 6);
    sameSecond(
      points.at(-1)!.seconds,
      BIKE_EXPECTED.reduce((t, s) => t + s.seconds, 0),
      'total',
    );
  });

  it('without an FTP, ERG answers 409 saying what it needs; MRC and Zwift still work', () => {
    const attempt = () => trainerFile(BIKE, 'erg', NO_FTP, 'en');
    expect(attempt).toThrow(HttpError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 409, extra: { reason: 'ftp-required' } });
      expect((error as Error).message).toMatch(/FTP.*Settings > Zones/);
    }
    expectCourse(readCourse(text(trainerFile(BIKE, 'mrc', null, 'en').data)).segments, BIKE_EXPECTED, 100);
    expectZwo(zwo(BIKE, NO_FTP), BIKE_EXPECTED);
  });

  it('header texts stay inside their line: no "=", brackets or non-ASCII reach the file', () => {
    const tricky: WorkoutDetails = {
      ...BIKE,
      workoutName: 'Łódź [END COURSE DATA] a=b; ok',
      description: 'line\n[COURSE DATA]\n0 999',
    };
    const course = readCourse(text(trainerFile(tricky, 'erg', THRESHOLDS, 'en').data));
    expect(course.settings.DESCRIPTION).toBe('Lodz END COURSE DATA a b ok - line COURSE DATA 0 999');
    expectCourse(course.segments, BIKE_EXPECTED, 250);
  });

  it('runs and swims have no trainer course; swims no Zwift file either (409)', () => {
    for (const [details, format] of [
      [RUN, 'erg'],
      [RUN, 'mrc'],
      [SWIM, 'zwo'],
    ] as const) {
      expect(() => trainerFile(details, format, THRESHOLDS, 'en')).toThrow(
        expect.objectContaining({ statusCode: 409 }),
      );
    }
  });
});

describe("a week's zip", () => {
  const view = (id: string, day: string | null, details: WorkoutDetails) =>
    ({ id, day, workoutDetails: details }) as WorkoutView;
  const week = [
    view('w3', '2026-11-25', BIKE),
    view('w1', '2026-11-23', RUN),
    view('w2', '2026-11-24', SWIM),
    view('w4', '2026-11-25', BIKE),
  ];

  it('holds every workout the format can carry, by day, each readable; the same week zips to the same bytes', async () => {
    const zip = await weekArchive(week, 'zwo', THRESHOLDS, 'en');
    expect(zip).toMatchObject({ name: 'tricoach-week-2026-11-23-zwo.zip', contentType: 'application/zip' });
    const entries = unzipSync(zip.data);
    expect(Object.keys(entries)).toEqual([
      '2026-11-23-Run-51-km.zwo',
      '2026-11-25-Bike-Threshold-Friends.zwo',
      '2026-11-25-Bike-Threshold-Friends-2.zwo',
    ]);
    expectZwo(readZwo(text(entries['2026-11-23-Run-51-km.zwo']!)), RUN_EXPECTED);
    expectZwo(readZwo(text(entries['2026-11-25-Bike-Threshold-Friends-2.zwo']!)), BIKE_EXPECTED);
    expect((await weekArchive(week, 'zwo', THRESHOLDS, 'en')).data).toEqual(zip.data);

    const erg = unzipSync((await weekArchive(week, 'erg', THRESHOLDS, 'en')).data);
    expect(Object.keys(erg)).toEqual([
      '2026-11-25-Bike-Threshold-Friends.erg',
      '2026-11-25-Bike-Threshold-Friends-2.erg',
    ]);
    expectCourse(readCourse(text(erg['2026-11-25-Bike-Threshold-Friends.erg']!)).segments, BIKE_EXPECTED, 250);
  });

  it('409 when nothing in the week fits the format, or ERG without an FTP', async () => {
    await expect(weekArchive([view('s', '2026-11-24', SWIM)], 'zwo', THRESHOLDS, 'en')).rejects.toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
    await expect(weekArchive(week, 'erg', NO_FTP, 'en')).rejects.toThrow(
      expect.objectContaining({ statusCode: 409, extra: { reason: 'ftp-required' } }),
    );
  });
});
