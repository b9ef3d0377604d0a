import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { groupEntries } from '../../functions/http/registry';
import { lazyNodeModules } from '../../functions/http/lazy-modules';
import { kb, median, ms, table, verdict, type BenchSection } from '../lib/report';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Inside the repo so the bundles' external `@aws-sdk/*` imports resolve from node_modules, as in Lambda's runtime. */
const outDir = join(root, 'node_modules/.cache/tricoach-bench/bundles');
const SIZE_BUDGET_BYTES = 400 * 1000;
const IMPORT_BUDGET_RATIO = 1.2;
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 21);

/** The same esbuild settings as infra/constructs/node-function.ts (NodejsFunction: ESM, minified, SDK external). */
async function bundle(name: string, entry: string, lazy: string[] = []): Promise<{ file: string; topInputs: string }> {
  const outfile = join(outDir, `${name}.mjs`);
  const result = await build({
    metafile: true,
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    mainFields: ['module', 'main'],
    minify: true,
    external: ['@aws-sdk/*', ...lazy],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
  });
  return { file: outfile, topInputs: largestPackages(Object.values(result.metafile.outputs)[0]?.inputs ?? {}) };
}

/** The three biggest contributors to a bundle, by package (or "app" for our own code). */
function largestPackages(inputs: Record<string, { bytesInOutput: number }>): string {
  const byPackage = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    const key = match ? match[1]! : 'app';
    byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput);
  }
  return [...byPackage.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
}

/**
 * Milliseconds to import the bundle in a fresh node process (process start not counted): wall time, and the CPU time
 * (user + system) of the same import, which a busy shared machine inflates far less than the wall time.
 */
function importTime(file: string): { wall: number; cpu: number } {
  const script = `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(file)}); const wall = performance.now() - t; const u = process.cpuUsage(c); process.stdout.write(JSON.stringify({ wall, cpu: (u.user + u.system) / 1000 }));`;
  const env = {
    ...process.env,
    AWS_REGION: 'eu-central-1',
    TABLE_NAME: 'tricoach',
    LOG_LEVEL: 'SILENT',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env, encoding: 'utf8' }),
  ) as { wall: number; cpu: number };
}

export const section: BenchSection = {
  name: 'Route-group bundles',
  description: `esbuild like CDK (ESM, minified, @aws-sdk/* external); size budget <= ${kb(SIZE_BUDGET_BYTES)} minified, import <= ${IMPORT_BUDGET_RATIO}x the reference (a bundle that only creates a DynamoDB document client)`,
  run: async () => {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const referenceEntry = join(outDir, 'reference-entry.ts');
    writeFileSync(
      referenceEntry,
      [
        "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
        "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
        'export const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
        'export const handler = async () => ({ statusCode: 200 });',
      ].join('\n'),
    );
    const targets = [
      { name: 'reference', entry: referenceEntry },
      ...Object.keys(groupEntries).map((group) => ({
        name: group,
        entry: join(root, 'functions/http', group, 'index.ts'),
        lazy: lazyNodeModules[group as keyof typeof lazyNodeModules] ?? [],
      })),
    ];
    const built: Array<{
      name: string;
      lazy?: string[];
      file?: string;
      size?: number;
      gzip?: number;
      topInputs?: string;
      error?: string;
      imports: number[];
      cpu: number[];
      wallRatios: number[];
      cpuRatios: number[];
    }> = [];
    for (const target of targets) {
      try {
        const lazy = 'lazy' in target ? target.lazy : [];
        const { file, topInputs } = await bundle(target.name, target.entry, lazy);
        built.push({
          name: target.name,
          lazy,
          file,
          size: statSync(file).size,
          gzip: gzipSync(readFileSync(file), { level: 9 }).length,
          topInputs,
          imports: [],
          cpu: [],
          wallRatios: [],
          cpuRatios: [],
        });
      } catch (error) {
        built.push({
          name: target.name,
          error: (error as Error).message.split('\n')[0]!.slice(0, 100),
          imports: [],
          cpu: [],
          wallRatios: [],
          cpuRatios: [],
        });
      }
    }
    // Paired samples: each group's import right beside one of the reference (in alternating order), and the verdict
    // on the median of those pairs' ratios. This machine drifts between a fast and a slow state over seconds
    // (the reference alone: 85-155 ms); a ratio of two imports a fraction of a second apart cancels that drift, where
    // a ratio of two medians taken over a whole run does not.
    const [reference, ...groups] = built;
    for (let run = 0; run < IMPORT_RUNS; run++) {
      for (const entry of groups) {
        if (!entry.file || !reference!.file) continue;
        const referenceFirst = run % 2 === 0;
        const first = importTime(referenceFirst ? reference!.file : entry.file);
        const second = importTime(referenceFirst ? entry.file : reference!.file);
        const [base, measured] = referenceFirst ? [first, second] : [second, first];
        reference!.imports.push(base.wall);
        reference!.cpu.push(base.cpu);
        entry.imports.push(measured.wall);
        entry.cpu.push(measured.cpu);
        entry.wallRatios.push(measured.wall / base.wall);
        entry.cpuRatios.push(measured.cpu / base.cpu);
      }
    }
    const rows: Array<Array<string | number>> = built.map((entry) => {
      if (!entry.file) return [entry.name, 'FAILED', entry.error ?? '', '', '', '', '', '', ''];
      const isReference = entry.name === reference!.name;
      const wallRatio = isReference ? 1 : median(entry.wallRatios);
      return [
        entry.name,
        kb(entry.size!),
        kb(entry.gzip!),
        isReference ? '-' : verdict(entry.size!, SIZE_BUDGET_BYTES),
        ms(median(entry.imports)),
        `${wallRatio.toFixed(2)}x`,
        isReference ? '-' : verdict(wallRatio, IMPORT_BUDGET_RATIO),
        ms(median(entry.cpu)),
        `${(isReference ? 1 : median(entry.cpuRatios)).toFixed(2)}x`,
      ];
    });
    table(['bundle', 'minified', 'gzip', 'size', 'import', 'vs ref', 'import', 'import cpu', 'cpu vs ref'], rows);
    console.log(
      `  import: median of ${IMPORT_RUNS} fresh node processes each (BENCH_IMPORT_RUNS); vs ref: median of the ${IMPORT_RUNS} ratios to a reference import taken right beside each; KB = 1000 bytes`,
    );
    console.log(
      '  import cpu: user + system CPU time of the same imports, and the median of its paired ratios (the verdict is on wall time)',
    );
    console.log('  largest parts:');
    for (const entry of built.slice(1)) if (entry.topInputs) console.log(`    ${entry.name}: ${entry.topInputs}`);
    for (const entry of built) {
      if (entry.lazy?.length)
        console.log(
          `  ${entry.name} ships ${entry.lazy.join(', ')} beside the bundle, imported only by the route that needs it (functions/http/lazy-modules.ts)`,
        );
    }
  },
};
