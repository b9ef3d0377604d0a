import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Launcher } from 'chrome-launcher';
import { buildWeb } from '../../functions/local/web-build';
import { startE2eStack } from '../../test/support/e2e-stack';
import { hostNote } from '../lib/lighthouse-host';
import { startHttp2Front } from '../lib/http2-front';
import { raceDayPath } from '../lib/race-day-path';
import { waitForQuietCpu } from '../lib/quiet-cpu';
import { readyAthlete } from '../lib/ready-athlete';
import { readyWeek } from '../lib/ready-week';
import { writeSignedInProfile } from '../lib/signed-in-profile';
import { kb, table, verdict, type BenchSection } from '../lib/report';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist/web');
const JS_BUDGET_BYTES = 170 * 1000;
const SCORE_BUDGET = 95;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/** The JS a first visit to / downloads to run the landing: the entry, the app it boots, the landing route module and their static imports. */
export function landingInitialJs(manifest: Manifest): Array<{ file: string; raw: number; gzip: number }> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // The entry imports the app (src/boot.tsx) after the first paint: a dynamic import, and it counts all the same.
  const boot = Object.keys(manifest).find((key) => key.endsWith('src/boot.tsx'));
  if (boot) visit(boot);
  const landing = Object.keys(manifest).find((key) => key.endsWith('features/landing/pages/landing-page.tsx'));
  if (!landing) throw new Error('The landing page module is not in the build manifest');
  visit(landing);
  return [...seen].map((key) => {
    const bytes = readFileSync(join(dist, manifest[key]!.file));
    return { file: manifest[key]!.file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

type FormFactor = 'mobile' | 'desktop';

/**
 * Chrome's UI features that run beside the page under test: this Chromium renders its omnibox popup as a WebUI page
 * of its own while a page loads, ~400 ms of main-thread work on a 2-core machine, in the same seconds as the page's.
 * A phone's browser does no such thing. The list keeps chrome-launcher's own (a second --disable-features replaces
 * the first).
 */
const chromeLauncherDisabled =
  Launcher.defaultFlags()
    .find((flag) => flag.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',') ?? [];
const disabledFeatures = `--disable-features=${[
  ...chromeLauncherDisabled,
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
].join(',')}`;

async function lighthouse(
  url: string,
  cookie: string | undefined,
  formFactor: FormFactor,
): Promise<Record<string, number>> {
  const profile = mkdtempSync(join(tmpdir(), 'tricoach-lh-'));
  const out = join(profile, 'report.json');
  const flags = [
    disabledFeatures,
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    // The HTTP/2 front's certificate is made for the run (bench/lib/http2-front.ts).
    '--ignore-certificate-errors',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${profile}/chrome`,
  ].join(' ');
  // A signed-in page is measured in a browser that holds the session as an athlete's does (cookies in its profile).
  if (cookie) await writeSignedInProfile(join(profile, 'chrome'), new URL(url).origin, cookie, CHROME);
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${flags}`,
        '--quiet',
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
      (error) => {
        try {
          if (error) throw error;
          const report = JSON.parse(readFileSync(out, 'utf8')) as {
            finalDisplayedUrl?: string;
            categories: Record<string, { score: number | null }>;
            audits: Record<string, { numericValue?: number; score: number | null }>;
            environment?: { benchmarkIndex?: number };
          };
          // A redirect (a signed-in page sent to /auth) would score another page under this one's name.
          const landed = new URL(report.finalDisplayedUrl ?? url).pathname;
          if (landed !== new URL(url).pathname)
            throw new Error(`Lighthouse asked for ${new URL(url).pathname} and measured ${landed}`);
          const scores: Record<string, number> = {};
          for (const [id, category] of Object.entries(report.categories))
            scores[id] = Math.round((category.score ?? 0) * 100);
          for (const audit of [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
          ]) {
            scores[audit] = report.audits[audit]?.numericValue ?? NaN;
          }
          // Lighthouse's own measure of the CPU it ran on (higher is faster): its simulated throttling multiplies
          // the main-thread time it observed, so a slow moment of the VM is scored as the page's.
          scores.benchmarkIndex = report.environment?.benchmarkIndex ?? NaN;
          const failing = Object.entries(report.audits).filter(
            ([, a]) =>
              a.score !== null &&
              a.score < 1 &&
              (a as { scoreDisplayMode?: string }).scoreDisplayMode !== 'informative' &&
              (a as { scoreDisplayMode?: string }).scoreDisplayMode !== 'notApplicable' &&
              (a as { scoreDisplayMode?: string }).scoreDisplayMode !== 'manual',
          );
          if (process.env.BENCH_VERBOSE)
            console.log('  audits below 1:', failing.map(([id, a]) => `${id}=${a.score}`).join(', '));
          if (process.env.BENCH_WEB_REPORTS)
            copyFileSync(
              out,
              join(
                process.env.BENCH_WEB_REPORTS,
                `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`,
              ),
            );
          resolve(scores);
        } catch (e) {
          reject(e);
        } finally {
          rmSync(profile, { recursive: true, force: true });
        }
      },
    );
  });
}

/** The bench athlete also runs the service, so the console is measured with real figures behind it. */
async function makeAdmin(stack: { url: string; dataDir: string }, sid: string): Promise<void> {
  const me = (await (await fetch(`${stack.url}/api/user`, { headers: { cookie: sid } })).json()) as { email: string };
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'make-admin', me.email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: stack.dataDir },
  });
}

export const section: BenchSection = {
  name: 'Web app',
  description: `landing initial JS <= ${kb(JS_BUDGET_BYTES)} gzipped; Lighthouse 12 (Debian Chromium) mobile on /, /auth, and signed in (with a generated week) /dashboard, /get-credits, /admin, a race-day plan, /week, a workout's details, /progress, /chat, /settings/profile, /settings/watch, /settings/zones and /settings/calendar, desktop on /, /auth and /dashboard (the local stack behind TLS and HTTP/2, as CloudFront serves it): performance, accessibility, best practices, SEO >= ${SCORE_BUDGET}`,
  run: async () => {
    const built = await buildWeb(root);
    if (!built.ok) throw new Error(`vite build failed:\n${built.output}`);
    const chunks = landingInitialJs(JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest);
    const gzip = chunks.reduce((sum, c) => sum + c.gzip, 0);
    const raw = chunks.reduce((sum, c) => sum + c.raw, 0);
    table(
      ['landing initial JS', 'files', 'raw', 'gzip', 'budget', 'verdict'],
      [
        [
          '/ (entry + landing route)',
          chunks.length,
          kb(raw),
          kb(gzip),
          kb(JS_BUDGET_BYTES),
          verdict(gzip, JS_BUDGET_BYTES),
        ],
      ],
    );

    // The real stack (npm start) serves the built SPA and the API on one origin, compressed with the production
    // headers, as CloudFront does; the front in between speaks CloudFront's protocol to the browser (TLS, HTTP/2).
    const stack = await startE2eStack();
    const server = await startHttp2Front(stack.url);
    try {
      const sid = await readyAthlete(stack.url, 'bench-web');
      // Each screen an issue added or changed; signed-in ones with a ready athlete's session.
      await makeAdmin(stack, sid);
      // With a generated week, as an athlete has one: the board with its load check, the dashboard's week, a workout.
      const { workoutId } = await readyWeek(stack.url, sid);
      const signedIn = [
        '/dashboard',
        '/get-credits',
        '/admin',
        await raceDayPath(stack.url, sid),
        '/week',
        `/modal/workout-details/${workoutId}`,
        '/progress',
        '/chat',
        // /settings answers with /settings/profile (its first section), and the bench refuses a redirect.
        '/settings/profile',
        '/settings/watch',
        '/settings/zones',
        '/settings/calendar',
      ];
      const mobile: Array<{ path: string; cookie?: string; formFactor: FormFactor }> = [
        { path: '/' },
        { path: '/auth' },
        ...signedIn.map((path) => ({ path, cookie: sid })),
      ].map((page) => ({ ...page, formFactor: 'mobile' as const }));
      // The pages an athlete meets first, also with the desktop preset.
      const desktop = [{ path: '/' }, { path: '/auth' }, { path: '/dashboard', cookie: sid }].map((page) => ({
        ...page,
        formFactor: 'desktop' as const,
      }));
      // BENCH_WEB_FORM=mobile|desktop measures one form factor only.
      const pages = [...mobile, ...desktop].filter(
        ({ formFactor }) => !process.env.BENCH_WEB_FORM || process.env.BENCH_WEB_FORM === formFactor,
      );
      // BENCH_WEB_PAGES=dashboard,auth measures only those pages (first path segment; `landing` is /).
      const only = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
      const chosen = only
        ? pages.filter(({ path }) => only.includes(path.split('/')[1] || 'landing') || only.includes(path))
        : pages;
      // Each page RUNS times, judged on the median run (by performance score), as Lighthouse's variability guide
      // advises: on this 2-core VM the same page's TBT moves 26-295 ms between back-to-back runs.
      const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
      const benchmarkIndices: number[] = [];
      for (const { path, cookie, formFactor } of chosen) {
        const measured: Array<{ scores: Record<string, number>; busy: number }> = [];
        for (let run = 0; run < runs; run++) {
          const busy = await waitForQuietCpu();
          measured.push({ scores: await lighthouse(`${server.url}${path}`, cookie, formFactor), busy });
          // The desktop preset does not slow the CPU, so only mobile runs say what phone was emulated.
          if (formFactor === 'mobile') benchmarkIndices.push(measured.at(-1)!.scores.benchmarkIndex!);
        }
        const byPerformance = [...measured].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
        const { scores } = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
        const rows = ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [
          id,
          scores[id] ?? 'n/a',
          `>= ${SCORE_BUDGET}`,
          verdict(-(scores[id] ?? 0), -SCORE_BUDGET),
        ]);
        console.log('');
        table([`Lighthouse (${formFactor}) ${path}, median of ${runs}`, 'score', 'budget', 'verdict'], rows);
        for (const [index, run] of measured.entries()) {
          const s = run.scores;
          console.log(
            `  run ${index + 1}: performance ${s.performance}, FCP ${(s['first-contentful-paint']! / 1000).toFixed(2)} s, LCP ${(s['largest-contentful-paint']! / 1000).toFixed(2)} s, TBT ${Math.round(s['total-blocking-time']!)} ms, CLS ${s['cumulative-layout-shift']!.toFixed(3)} (machine ${Math.round(run.busy * 100)} % busy just before, CPU benchmark index ${Math.round(s.benchmarkIndex!)})`,
          );
        }
      }
      if (benchmarkIndices.length) console.log(`\n  ${hostNote(benchmarkIndices)}`);
    } finally {
      await server.close();
      await stack.stop();
    }
  },
};
