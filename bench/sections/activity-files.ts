import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { Decoder, Stream } from '@garmin/fitsdk';
import { parseActivityFile } from '../../functions/modules/activities/files/parse-activity-file';
import { encodeActivityFit } from '../../test/support/activity-fit';
import { kb, median, ms, ratio, table, verdict, type BenchSection } from '../lib/report';

/** Budget: a 4-hour 1 Hz ride FIT decoded and summarised (sport, times, distance, HR, power, NP) in <= 150 ms. */
const BUDGET_MS = 150;
const RUNS = Number(process.env.BENCH_ACTIVITY_FILE_RUNS ?? 20);
const FOUR_HOURS = 4 * 3600;

/** 4 h at 1 Hz with power (30 s surges every minute), heart rate and GPS, as an Edge or a Wahoo writes it. */
const ride = encodeActivityFit({
  sport: 'cycling',
  subSport: 'road',
  start: new Date('2026-06-06T06:00:00Z'),
  seconds: FOUR_HOURS,
  power: (s) => 190 + (s % 60 < 30 ? 70 : 0) + (s % 7),
  heartRate: (s) => 135 + Math.round(10 * Math.sin(s / 600)),
  speed: 8.5,
});

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

async function run(): Promise<void> {
  const gzipped = gzipSync(ride);
  const first = await parseActivityFile(ride, 'ride.fit');
  if (!first.ok || first.activities[0]?.elapsedSeconds !== FOUR_HOURS)
    throw new Error(`the bench ride did not parse: ${JSON.stringify(first)}`);
  const whole: number[] = [];
  const fromGzip: number[] = [];
  const sdkOnly: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await parseActivityFile(ride, 'ride.fit');
    whole.push(performance.now() - t0);
    const t1 = performance.now();
    await parseActivityFile(gzipped, 'ride.fit.gz');
    fromGzip.push(performance.now() - t1);
    // Baseline: Garmin's decoder alone, reading the same file (what any FIT reader must at least pay).
    sdkOnly.push(time(() => new Decoder(Stream.fromBuffer(ride)).read({ mergeHeartRates: false })));
  }
  const parsed = median(whole);
  const base = median(sdkOnly);
  console.log(
    `  ride: ${FOUR_HOURS} records, ${kb(ride.length)} FIT, ${kb(gzipped.length)} gzipped; NP ${first.activities[0]!.normalizedPower} W; median of ${RUNS} runs`,
  );
  table(
    // The fastest run is what the work costs on an idle core; the median includes a busy machine's waits.
    ['step', 'median', 'fastest', 'vs SDK decode alone', 'budget', 'verdict'],
    [
      ['@garmin/fitsdk decode only (baseline)', ms(base), ms(Math.min(...sdkOnly)), '1.00x', '', ''],
      [
        'parseActivityFile: CRC check, decode, summary',
        ms(parsed),
        ms(Math.min(...whole)),
        ratio(parsed, base),
        ms(BUDGET_MS),
        verdict(parsed, BUDGET_MS),
      ],
      [
        'the same from .fit.gz (inflate first)',
        ms(median(fromGzip)),
        ms(Math.min(...fromGzip)),
        ratio(median(fromGzip), base),
        ms(BUDGET_MS),
        verdict(median(fromGzip), BUDGET_MS),
      ],
    ],
  );
}

export const section: BenchSection = {
  name: 'activity-files',
  description: 'Decode and summarise an uploaded 4-hour 1 Hz ride FIT, against Garmin decoder alone',
  run,
};
