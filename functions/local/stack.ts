import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { jobDefinitions, type JobDefinition } from '../jobs/definition';
import { jobEntries } from '../jobs/registry';
import { resetEnvCache } from '../lib/env';
import { localGarminEnv } from './fake-garmin/local-env';
import { fakeIntervalsUrls } from './fake-intervals/sandbox';
import { localStravaEnv } from './fake-strava/local-env';
import { subscribeStrava } from './fake-strava/subscribe';
import { localStripeEnv } from './fake-stripe/local-env';
import { queueDefinition, WORKER_TIMEOUT_SECONDS } from '../queues/definition';
import { workerEntries } from '../workers/registry';
import { freePort } from './free-port';
import { startGateway, warmUpGroups, type RunningGateway } from './gateway';
import { checkJava, checkPort, StackStartError } from './preflight';
import { startQueuePoller, type QueuePoller } from './queue-poller';
import { startScheduler, type Scheduler } from './scheduler';
import { runMigrations, runSeed } from './seed';
import {
  ensureTable,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  localAwsEnv,
  startDynamoDbLocal,
  startSqsEmulator,
  type RunningDynamo,
  type RunningSqs,
} from './services';
import { acquireStackLock } from './stack-lock';
import { buildWeb, webBuildState } from './web-build';

export interface LocalStackOptions {
  /** The repository root (where package.json is). */
  root: string;
  port: number;
  dataDir: string;
  /** Build dist/web when it is missing or stale (npm start); npm run dev serves the sources through Vite instead. */
  buildWeb: boolean;
  /** Origins besides the app's own that may send mutations (the Vite dev server). */
  extraOrigins?: string[];
  log?: (line: string) => void;
  /** Aborted by Ctrl+C during the start: what was started so far is stopped again. */
  signal?: AbortSignal;
}

export interface LocalStack {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
  /**
   * Stops the SQS emulator, keeps it down for `downMs`, then starts an empty one on the same port with the same
   * queues: what an emulator crash does (queued messages are lost). The fault tests drive it with SIGUSR2.
   */
  restartSqs: (downMs: number) => Promise<void>;
}

/** What the CLI reads to reach the running stack's services. */
export interface StackInfo {
  dynamoEndpoint: string;
  sqsEndpoint: string;
  taskQueueUrl: string;
  taskDlqUrl: string;
  tableName: string;
  appUrl: string;
  region: string;
}

async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | number | undefined;
  const deadline = new Promise<undefined>((r) => (timer = setTimeout(r, ms)));
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function errorLine(message: string, error: unknown) {
  console.error(`${message}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}

/**
 * Every cloud piece on one machine: DynamoDB Local (data on disk), the SQS emulator with the cloud's queues,
 * the gateway for the route groups and the SPA, the queue poller for the workers and the job timers.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.root, options.dataDir);
  const shownDataDir = relative(options.root, dataDir).startsWith('..')
    ? dataDir
    : `./${relative(options.root, dataDir) || '.'}`;
  const port = options.port;
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
  const tableName = process.env.TABLE_NAME ?? 'tricoach';
  const stackFile = join(dataDir, 'stack.json');

  checkJava();
  await checkPort(port);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireStackLock(join(dataDir, 'stack.lock'), shownDataDir);

  const started = Date.now();
  let dynamo: RunningDynamo | undefined;
  let sqs: RunningSqs | undefined;
  let gateway: RunningGateway | undefined;
  let poller: QueuePoller | undefined;
  let scheduler: Scheduler | undefined;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await gateway?.stop();
    await within(Promise.all([poller?.stop(), scheduler?.stop()]), 10_000);
    await sqs?.stop();
    await dynamo?.stop();
    rmSync(stackFile, { force: true });
    lock.release();
  };

  const stillWanted = () => {
    if (options.signal?.aborted) throw new StackStartError('Start cancelled.');
  };

  try {
    const buildState = options.buildWeb ? webBuildState(options.root) : 'fresh';
    const webBuild = buildState === 'missing' || buildState === 'stale' ? buildWeb(options.root) : undefined;

    const dynamoDir = join(dataDir, 'dynamodb');
    mkdirSync(dynamoDir, { recursive: true });
    const [dynamoStart, sqsStart] = await Promise.allSettled([
      startDynamoDbLocal({ port: await freePort(), path: dynamoDir, sharedDb: true }),
      startSqsEmulator({ port: await freePort() }),
    ]);
    // Keep whichever started, so a failure of the other still stops it (no Java left behind).
    if (dynamoStart.status === 'fulfilled') dynamo = dynamoStart.value;
    if (sqsStart.status === 'fulfilled') sqs = sqsStart.value;
    if (dynamoStart.status === 'rejected') throw dynamoStart.reason;
    if (sqsStart.status === 'rejected') throw sqsStart.reason;
    dynamo = dynamoStart.value;
    sqs = sqsStart.value;
    lock.recordDynamoPid(dynamo.pid);
    stillWanted();
    await ensureTable(dynamo.endpoint, tableName);

    const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...(options.extraOrigins ?? [])];
    const userOrigins = (process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
    delete process.env.AWS_PROFILE;
    delete process.env.AWS_SESSION_TOKEN;
    // Before any handler code is imported: the handlers read their configuration from here.
    Object.assign(process.env, localAwsEnv(dynamo.endpoint, sqs.endpoint), {
      TABLE_NAME: tableName,
      TASK_QUEUE_URL: sqs.taskQueueUrl,
      TASK_DLQ_URL: sqs.deadLetterQueueUrl,
      STRAVA_EVENTS_QUEUE_URL: sqs.stravaEventsQueueUrl,
      APP_URL: appUrl,
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: process.env.MAIL_TRANSPORT ?? 'outbox',
      ALLOWED_ORIGINS: [...new Set([...userOrigins, ...origins])].join(','),
      STAGE: 'local',
      // The origin secret the gateway adds like CloudFront does; the API refuses requests without it.
      ORIGIN_SECRET: process.env.ORIGIN_SECRET || randomBytes(32).toString('base64url'),
      ...localStripeEnv(appUrl),
      ...localGarminEnv(appUrl, dataDir),
      ...(process.env.INTERVALS_API_URL ? {} : fakeIntervalsUrls(appUrl)),
      ...localStravaEnv(appUrl),
    });
    resetEnvCache();

    await runMigrations((line) => log(`  ${line}`));
    await runSeed();
    stillWanted();

    const info: StackInfo = {
      dynamoEndpoint: dynamo.endpoint,
      sqsEndpoint: sqs.endpoint,
      taskQueueUrl: sqs.taskQueueUrl,
      taskDlqUrl: sqs.deadLetterQueueUrl,
      tableName,
      appUrl,
      region: LOCAL_REGION,
    };
    writeFileSync(stackFile, JSON.stringify(info, null, 2) + '\n');

    if (webBuild) {
      const result = await webBuild;
      if (result.ok) log(`  Web app         built (dist/web was ${buildState})`);
      else
        log(`  Web app         BUILD FAILED, serving the previous build if any. Vite said:\n${result.output.trim()}`);
    } else if (options.buildWeb && buildState === 'no-web-app') {
      log('  Web app         not built yet (web/vite.config.ts is missing): / shows a notice');
    }

    stillWanted();
    gateway = await startGateway({
      port,
      // Loopback unless HOST says otherwise: the local stack runs real handlers with local credentials (README).
      host: process.env.HOST ?? '127.0.0.1',
      appUrl,
      dataDir,
      webRoot: join(options.root, 'dist/web'),
      localesRoot: join(options.root, 'locales'),
      originSecret: process.env.ORIGIN_SECRET,
      onError: errorLine,
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        throw new StackStartError(
          `Port ${port} was taken while starting. Pick another port: PORT=${port + 1} npm start`,
        );
      throw error;
    });

    // Like a deploy's `npm run cli -- strava-subscribe`: the fake Strava (or Strava) validates our webhook, then posts to it.
    const stravaSubscription = await subscribeStrava(appUrl).catch(
      (error: Error) => `not subscribed (${error.message})`,
    );

    const sqsClient = new SQSClient({ endpoint: sqs.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const queues = await Promise.all(
      Object.entries(workerEntries).map(async ([queueName, load]) => {
        const { QueueUrl } = await sqsClient.send(new GetQueueUrlCommand({ QueueName: queueName }));
        const timeoutSeconds =
          Object.values(queueDefinition).find((def) => def.name === queueName)?.workerTimeoutSeconds ??
          WORKER_TIMEOUT_SECONDS;
        return { queueUrl: QueueUrl!, load, timeoutSeconds };
      }),
    );
    poller = startQueuePoller({ sqs: sqsClient, queues, region: LOCAL_REGION, concurrency: 2, onError: errorLine });

    const jobs = (jobDefinitions as readonly JobDefinition[]).map((definition) => ({
      definition,
      load: (jobEntries as Record<string, () => Promise<{ handler: never }>>)[definition.name]!,
    }));
    scheduler = startScheduler({ jobs, region: LOCAL_REGION, onError: errorLine, runAtStart: true });

    log(`  DynamoDB Local  ${dynamo.endpoint}  (data in ${shownDataDir}/dynamodb, kept across restarts)`);
    log(`  SQS (fauxqs)    ${sqs.endpoint}  (in memory: queued messages do not survive a restart)`);
    log(`  Workers         ${queues.length ? Object.keys(workerEntries).join(', ') : 'none registered'}`);
    log(`  Jobs            ${jobs.length ? jobs.map((j) => j.definition.name).join(', ') : 'none registered'}`);
    log(
      `  Mail            ${process.env.MAIL_TRANSPORT === 'outbox' ? `.eml files in ${shownDataDir}/outbox` : process.env.MAIL_TRANSPORT}`,
    );
    log(
      `  Watch           ${process.env.GARMIN_CALENDAR_URL ? `fake Garmin: watch calendar at ${process.env.GARMIN_CALENDAR_URL}` : `Garmin at ${process.env.GARMIN_API_URL}`}`,
    );
    log(
      `  Strava          ${process.env.STRAVA_RECORD_URL ? `fake Strava: record activities at ${process.env.STRAVA_RECORD_URL}` : `Strava at ${process.env.STRAVA_API_URL}`}; webhook ${stravaSubscription}`,
    );
    log(
      `  Payments        ${process.env.STRIPE_API_URL === appUrl ? `fake Stripe: checkout pages at ${appUrl}/sandbox/checkout/...` : `Stripe at ${process.env.STRIPE_API_URL}`}`,
    );
    log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${port}  (Ctrl+C to stop)`);
    void warmUpGroups().catch((error) => errorLine('Loading a route group failed', error));
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  const restartSqs = async (downMs: number) => {
    const running = sqs;
    if (!running || stopped) return;
    sqs = undefined;
    await running.stop();
    log('  SQS (fauxqs)    stopped: queued messages are gone');
    await new Promise((r) => setTimeout(r, downMs));
    if (stopped) return;
    sqs = await startSqsEmulator({ port: Number(new URL(running.endpoint).port) });
    log(`  SQS (fauxqs)    started again at ${sqs.endpoint} (empty)`);
  };

  return { url: `http://localhost:${port}`, dataDir, stop, restartSqs };
}
