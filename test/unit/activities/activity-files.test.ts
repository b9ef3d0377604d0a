import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseActivityFile } from '../../../functions/modules/activities/files/parse-activity-file';
import type { ParsedActivity, ParsedFile } from '../../../functions/modules/activities/files/parsed-activity';
import { REFUSAL_MESSAGES } from '../../../functions/modules/activities/files/refusals';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../fixtures/activity-files/${name}`, import.meta.url)));
const parse = (name: string) => parseActivityFile(fixture(name), name);

function activities(file: ParsedFile): ParsedActivity[] {
  if (!file.ok) throw new Error(`refused: ${file.message}`);
  return file.activities;
}

describe('FIT files (Garmin, Wahoo, COROS) decoded with @garmin/fitsdk', () => {
  it('reads a Garmin run with the session totals', async () => {
    const file = await parse('garmin-fenix5-run.fit');
    expect(file).toMatchObject({ ok: true, format: 'fit' });
    expect(activities(file)).toEqual([
      {
        activityType: 'RUNNING',
        startTime: '2017-06-11T14:34:09.000Z',
        elapsedSeconds: 57,
        movingSeconds: 57,
        distanceMeters: 157.6,
        averageHeartRate: 90,
        maxHeartRate: 112,
        averagePower: null,
        normalizedPower: null,
        elevationGainMeters: 2,
        poolLengthMeters: null,
        lengths: null,
        indoor: false,
      },
    ]);
  });

  it('splits a gzipped multisport file into one activity per discipline and leaves out the transitions', async () => {
    const file = await parse('garmin-fenix2-multisport.fit.gz');
    const list = activities(file);
    expect(list.map((a) => [a.activityType, a.startTime, a.elapsedSeconds])).toEqual([
      ['OTHER', '2015-08-29T08:00:01.000Z', 11738],
      ['RUNNING', '2015-08-29T10:36:00.000Z', 2295],
      ['RUNNING', '2015-08-29T11:14:21.000Z', 6764],
      ['CYCLING', '2015-08-29T13:11:37.000Z', 3211],
    ]);
    // Its first leg is 'generic': the sport is asked for; the others are named.
    expect(list.map((a) => a.sportUnknown ?? false)).toEqual([true, false, false, false]);
    // Heart rate comes from each discipline's own records (the fēnix 2 wrote no session average).
    expect(list.every((a) => a.averageHeartRate !== null && a.averageHeartRate > 60)).toBe(true);
  }, 30_000);

  it('reads an indoor trainer ride without GPS as an ordinary indoor ride with power', async () => {
    const [ride] = activities(await parse('garmin-edge800-indoor-trainer.fit'));
    expect(ride).toMatchObject({
      activityType: 'CYCLING',
      indoor: true,
      averagePower: 201,
      normalizedPower: 228,
      averageHeartRate: 148,
      elapsedSeconds: 2262,
    });
  });

  it('reads a pool swim with its pool length and lengths', async () => {
    const [swim] = activities(await parse('garmin-fr735xt-pool-swim.fit'));
    expect(swim).toMatchObject({
      activityType: 'SWIMMING',
      poolLengthMeters: 22.86,
      lengths: 114,
      distanceMeters: 2606,
      indoor: true,
      movingSeconds: 4372,
    });
  });

  it('reads a Wahoo ELEMNT BOLT ride and a COROS PACE 2 ride', async () => {
    const [wahoo] = activities(await parse('wahoo-elemnt-bolt-ride.fit'));
    expect(wahoo).toMatchObject({
      activityType: 'CYCLING',
      startTime: '2017-08-21T08:18:00.000Z',
      elapsedSeconds: 140,
      movingSeconds: 132,
      averagePower: 182,
      normalizedPower: 243,
      indoor: false,
    });
    const [coros] = activities(await parse('coros-pace2-ride.fit'));
    expect(coros).toMatchObject({
      activityType: 'CYCLING',
      startTime: '2020-10-25T11:10:19.000Z',
      elapsedSeconds: 12719,
      movingSeconds: 11287,
      distanceMeters: 32145.8,
      elevationGainMeters: 938,
      maxHeartRate: 168,
    });
    // COROS wrote no average heart rate and a zero power: the records give the one, the zero is not a power.
    expect(coros!.averageHeartRate).toBeGreaterThan(100);
    expect(coros!.averagePower).toBeNull();
  });

  it('refuses a truncated FIT, a corrupted one and a PNG renamed .fit', async () => {
    expect(await parse('garmin-fenix5-run-truncated.fit')).toEqual({
      ok: false,
      refusal: 'truncated',
      message: REFUSAL_MESSAGES.truncated,
    });
    const flipped = fixture('garmin-fenix5-run.fit');
    flipped[3000] = flipped[3000]! ^ 0xff;
    expect(await parseActivityFile(flipped, 'run.fit')).toMatchObject({ ok: false, refusal: 'corrupt' });
    expect(await parse('picture-renamed.fit')).toEqual({
      ok: false,
      refusal: 'unsupported-type',
      message: 'The file is named .fit but its content is not a FIT file.',
    });
  });
});

describe('TCX files (Garmin, Fitbit)', () => {
  it('reads a Garmin Forerunner run from its laps and trackpoints', async () => {
    const file = await parse('garmin-fr410-run.tcx');
    expect(file).toMatchObject({ ok: true, format: 'tcx' });
    expect(activities(file)).toEqual([
      expect.objectContaining({
        activityType: 'RUNNING',
        startTime: '2012-12-26T21:29:53.000Z',
        elapsedSeconds: 1993,
        distanceMeters: 4689.2,
        averageHeartRate: 160,
        maxHeartRate: 189,
        elevationGainMeters: 133,
        indoor: false,
      }),
    ]);
  });

  it('reads power from the TPX extension (Edge 520) and times with an offset (Fitbit)', async () => {
    const [edge] = activities(await parse('garmin-edge520-ride.tcx'));
    expect(edge).toMatchObject({
      activityType: 'CYCLING',
      startTime: '2020-03-06T00:23:46.000Z',
      averagePower: 121,
      normalizedPower: 165,
    });
    const [fitbit] = activities(await parse('fitbit-versa-ride.tcx'));
    expect(fitbit).toMatchObject({
      activityType: 'CYCLING',
      startTime: '2020-12-27T14:43:49.000Z',
      elapsedSeconds: 2283,
      distanceMeters: 6840,
      averageHeartRate: 134,
      maxHeartRate: 156,
    });
  });

  it('refuses a TCX cut in the middle as truncated', async () => {
    const cut = fixture('garmin-fr410-run.tcx').subarray(0, 50_000);
    expect(await parseActivityFile(cut, 'run.tcx')).toMatchObject({ ok: false, refusal: 'truncated' });
  });
});

describe('GPX files (Apple Watch, Strava)', () => {
  it('reads an Apple Watch run with heart rate and power extensions', async () => {
    const file = await parse('apple-watch-run.gpx');
    expect(file).toMatchObject({ ok: true, format: 'gpx' });
    expect(activities(file)).toEqual([
      expect.objectContaining({
        activityType: 'RUNNING',
        startTime: '2025-05-02T15:51:15.692Z',
        elapsedSeconds: 2569,
        averageHeartRate: 154,
        maxHeartRate: 171,
        indoor: false,
      }),
    ]);
  });

  it('reads a recording without a <type> as OTHER of unknown sport (the athlete is asked), and a Strava export', async () => {
    const [walk] = activities(await parse('apple-health-walk.gpx'));
    expect(walk).toMatchObject({
      activityType: 'OTHER',
      sportUnknown: true,
      startTime: '2019-12-15T20:19:55.000Z',
      elapsedSeconds: 43,
    });
    expect(walk!.distanceMeters).toBeCloseTo(68.4, 0);
    const [strava] = activities(await parse('strava-run.gpx'));
    expect(strava).toMatchObject({
      startTime: '2015-01-19T21:24:20.000Z',
      elapsedSeconds: 41,
      averageHeartRate: 136,
      maxHeartRate: 152,
    });
  });

  it('refuses a route without times', async () => {
    expect(await parse('route-no-times.gpx')).toEqual({
      ok: false,
      refusal: 'no-times',
      message: 'This file has no times: it looks like a route, not a recorded activity.',
    });
  });
});

describe('what any upload is checked for', () => {
  it('sniffs the type from the content, not the name', async () => {
    const gpxAsTxt = await parseActivityFile(fixture('strava-run.gpx'), 'export.txt');
    expect(gpxAsTxt).toMatchObject({ ok: true, format: 'gpx' });
    const fitAsGpx = await parseActivityFile(fixture('garmin-fenix5-run.fit'), 'run.gpx');
    expect(fitAsGpx).toMatchObject({ ok: true, format: 'fit' });
  });

  it('refuses an empty file, an empty gzip and text', async () => {
    expect(await parseActivityFile(new Uint8Array(), 'a.fit')).toMatchObject({ ok: false, refusal: 'empty' });
    expect(await parseActivityFile(gzipSync(Buffer.alloc(0)), 'a.fit.gz')).toMatchObject({
      ok: false,
      refusal: 'empty',
    });
    expect(await parseActivityFile(new TextEncoder().encode('hello'), 'notes.txt')).toEqual({
      ok: false,
      refusal: 'unsupported-type',
      message: 'This is not a FIT, TCX or GPX file.',
    });
  });

  it('stops inflating a gzip past the cap (a zip bomb) and refuses a cut gzip', async () => {
    const bomb = gzipSync(Buffer.alloc(2 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(10_000);
    expect(await parseActivityFile(bomb, 'bomb.gpx.gz', 1024 * 1024)).toMatchObject({
      ok: false,
      refusal: 'too-large',
    });
    const cut = gzipSync(Buffer.from(fixture('garmin-fenix5-run.fit'))).subarray(0, 1000);
    expect(await parseActivityFile(cut, 'run.fit.gz')).toMatchObject({ ok: false, refusal: 'truncated' });
  });

  it('refuses an unpacked file over the cap', async () => {
    expect(await parseActivityFile(fixture('garmin-fr410-run.tcx'), 'run.tcx', 100_000)).toMatchObject({
      ok: false,
      refusal: 'too-large',
    });
  });

  it('refuses a DOCTYPE before any entity can be declared or expanded (billion laughs, external entities)', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><gpx>&b;</gpx>';
    const external =
      '<?xml version="1.0"?><!DOCTYPE TrainingCenterDatabase [<!ENTITY x SYSTEM "file:///etc/passwd">]><TrainingCenterDatabase>&x;</TrainingCenterDatabase>';
    for (const text of [laughs, external]) {
      const file = await parseActivityFile(new TextEncoder().encode(text), 'evil.gpx');
      expect(file).toMatchObject({ ok: false, refusal: 'corrupt', message: expect.stringContaining('DOCTYPE') });
    }
    // An entity without a DTD is not expanded either: the document is refused.
    expect(
      await parseActivityFile(
        new TextEncoder().encode(
          '<gpx><trk><trkseg><trkpt lat="1" lon="1"><time>&x;</time></trkpt></trkseg></trk></gpx>',
        ),
        'a.gpx',
      ),
    ).toMatchObject({ ok: false, refusal: 'corrupt' });
  });

  it('refuses a FIT that is not an activity (a workout file)', async () => {
    const { Encoder } = await import('@garmin/fitsdk');
    const encoder = new Encoder();
    encoder.onMesg(0, {
      type: 'workout',
      manufacturer: 'development',
      product: 1,
      serialNumber: 1,
      timeCreated: new Date('2026-01-01T00:00:00Z'),
    } as never);
    expect(await parseActivityFile(encoder.close(), 'workout.fit')).toMatchObject({
      ok: false,
      refusal: 'no-activity',
    });
  });
});
