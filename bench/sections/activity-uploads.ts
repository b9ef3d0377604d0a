import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { parseActivityFile } from '../../functions/modules/activities/files/parse-activity-file';
import { encodeActivityFit } from '../../test/support/activity-fit';
import { startE2eStack } from '../../test/support/e2e-stack';
import { kb, median, ms, ratio, table, verdict, type BenchSection } from '../lib/report';
import { readyAthlete } from '../lib/ready-athlete';

/** Budget: 10 files uploaded in one go are listed among the athlete's activities within 3 s (p95), locally. */
const P95_BUDGET_MS = 3000;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 10);
const FILES = 10;
const HOUR = 3600;

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;

/** Ten 1-hour 1 Hz runs with heart rate and GPS, each on its own day (no duplicates between rounds). */
function roundFiles(round: number): Uint8Array[] {
  return Array.from({ length: FILES }, (_, i) => {
    const start = new Date(Date.UTC(2026, 0, 1 + round * FILES + i, 6, 30));
    return encodeActivityFit({ sport: 'running', start, seconds: HOUR, heartRate: (s) => 140 + (s % 15), speed: 3 });
  });
}

async function run(): Promise<void> {
  const stack = await startE2eStack({ env: { LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR' } });
  try {
    const sid = await readyAthlete(stack.url, 'bench-upload');
    const headers = { 'content-type': 'application/json', origin: stack.url, cookie: sid };
    const visible: number[] = [];
    const parsedOnly: number[] = [];
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const fits = roundFiles(round);
      bytes = fits.reduce((t, f) => t + f.length, 0);
      // Baseline: the same ten files read by the parser in this process (the work no upload path can skip).
      const t0 = performance.now();
      for (const fit of fits) await parseActivityFile(fit, 'run.fit');
      parsedOnly.push(performance.now() - t0);

      // As the browser sends them: gzipped (CompressionStream), base64, one request; then the list the dashboard reads.
      const files = fits.map((fit, i) => ({
        name: `run-${round}-${i}.fit`,
        encoding: 'gzip',
        contentBase64: gzipSync(fit).toString('base64'),
      }));
      const t1 = performance.now();
      const answer = await fetch(`${stack.url}/api/activities/upload`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ files }),
      });
      if (!answer.ok) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
      const { results } = (await answer.json()) as {
        results: Array<{ status: string; activities: Array<{ id: string }> }>;
      };
      if (results.some((r) => r.status !== 'added' && r.status !== 'matched'))
        throw new Error(`not every file was added: ${JSON.stringify(results.map((r) => r.status))}`);
      const ids = new Set(results.flatMap((r) => r.activities.map((a) => a.id)));
      const from = new Date(Date.UTC(2026, 0, 1 + round * FILES)).toISOString().slice(0, 10);
      const to = new Date(Date.UTC(2026, 0, FILES + round * FILES)).toISOString().slice(0, 10);
      const listed = (await (
        await fetch(`${stack.url}/api/activities?from=${from}&to=${to}`, { headers })
      ).json()) as Array<{ id: string }>;
      if (listed.filter((a) => ids.has(a.id)).length !== FILES)
        throw new Error(`the list shows ${listed.length} of the ${FILES} uploaded activities`);
      visible.push(performance.now() - t1);
    }
    console.log(
      `  ${ROUNDS} rounds of ${FILES} FIT files (1-hour 1 Hz runs, ${kb(bytes)} together, gzipped as the browser does) to one athlete on npm start's stack`,
    );
    table(
      ['step', 'median', 'p95', 'vs parsing alone (median)', 'budget', 'verdict'],
      [
        ['parse the 10 files in this process (baseline)', ms(median(parsedOnly)), ms(p95(parsedOnly)), '1.00x', '', ''],
        [
          'POST /api/activities/upload -> all 10 in GET /api/activities',
          ms(median(visible)),
          ms(p95(visible)),
          ratio(median(visible), median(parsedOnly)),
          ms(P95_BUDGET_MS),
          verdict(p95(visible), P95_BUDGET_MS),
        ],
      ],
    );
  } finally {
    await stack.stop();
  }
}

export const section: BenchSection = {
  name: 'activity-uploads',
  description:
    'Ten FIT files uploaded at once until the athlete sees them in their activities, on the local stack, against parsing them alone',
  run,
};
