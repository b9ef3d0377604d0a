import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../functions/local/free-port';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY = /Ready in [\d.]+ s: (http:\/\/\S+)/;

export interface E2eStack {
  /** http://localhost:<port> */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the stack printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
  /** Pulls the plug: SIGKILL to the stack and everything it started (DynamoDB Local), no clean-up, data kept. */
  crash: () => Promise<void>;
  /** Crashes the SQS emulator (its queued messages are lost) and brings it back empty SQS_DOWN_SECONDS later (default 5). */
  restartSqs: () => void;
  /** The process group of the stack and its children (DynamoDB Local's JVM among them). */
  processGroup: number;
}

/** Variables of the test runner that must not leak into the stack: it sets its own. */
const INHERITED_BLOCKLIST =
  /^(AWS_|TABLE_NAME$|TASK_QUEUE_URL$|TASK_DLQ_URL$|STRAVA_EVENTS_QUEUE_URL$|APP_URL$|DATA_DIR$|PORT$|ALLOWED_ORIGINS$|VITEST|NODE_ENV$)/;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * The real `npm start` entry (functions/local/start.ts) in a child process on a free port with a temporary
 * DATA_DIR. It runs in its own process group, so `stop()` also ends DynamoDB Local if the stack hangs.
 */
export interface E2eStackOptions {
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Reuse a data folder (kept on stop); by default a temporary one is made and removed. */
  dataDir?: string;
}

export async function startE2eStack(options: E2eStackOptions = {}): Promise<E2eStack> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tricoach-e2e-'));
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !INHERITED_BLOCKLIST.test(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/local/start.ts'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'WARN',
      POWERTOOLS_LOG_LEVEL: 'WARN',
      // The e2e global setup builds dist/web once per run; a rebuild per stack would empty it under a running test.
      SKIP_WEB_BUILD: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
        await waitForExit(child, 5_000);
      }
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`The local stack was not ready within ${options.readyTimeoutMs ?? 120_000} ms:\n${output}`)),
      options.readyTimeoutMs ?? 120_000,
    );
    const onData = () => {
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The local stack exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });

  const crash = async () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    await waitForExit(child, 5_000);
  };

  const restartSqs = () => void child.kill('SIGUSR2');

  return { url, port, dataDir, output: () => output, stop, crash, restartSqs, processGroup: child.pid! };
}
