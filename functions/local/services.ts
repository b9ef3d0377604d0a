import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { createTableInput, globalSecondaryIndex, tableDefinition } from '../db/table';
import { queueDefinition } from '../queues/definition';
import { spawnDynamoDbLocal } from './dynamodb/launcher';

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'eu-central-1';

export interface RunningDynamo {
  endpoint: string;
  /** The Java process, so a later start can stop a database a killed stack left behind. */
  pid?: number;
  stop: () => Promise<void>;
}

/**
 * The emulators listen on the loopback whatever HOST says: only the handlers on this machine talk to them; HOST is
 * for the gateway, which a phone on the same network may want to reach.
 */
const LOOPBACK = '127.0.0.1';

/**
 * Amazon's DynamoDB Local (Java) on this machine's loopback (or HOST), in memory or with its files under `path`
 * (absolute: the jar runs from its package folder). `sharedDb` keeps one database file whatever credentials and
 * region a client uses.
 */
export async function startDynamoDbLocal({
  port,
  path,
  sharedDb = false,
}: {
  port: number;
  path?: string;
  sharedDb?: boolean;
}): Promise<RunningDynamo> {
  const child = spawnDynamoDbLocal({ port, host: LOOPBACK, path: path ?? null, sharedDb });
  let exited = false;
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  child.once('error', (error: Error) => {
    exited = true;
    output += error.message;
  });
  const endpoint = `http://${LOOPBACK}:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`DynamoDB Local exited: ${output.trim().split('\n').slice(-3).join(' ')}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('DynamoDB Local did not answer within 60 s');
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  client.destroy();
  return {
    endpoint,
    pid: child.pid,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      await Promise.race([exit, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}

/** A local table made before an index was added to the definition gets it (DynamoDB Local builds it at once). */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  present: Set<string | undefined>,
): Promise<void> {
  for (const index of tableDefinition.indexes.filter((i) => !present.has(i.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexUpdates: [{ Create: globalSecondaryIndex(index) }],
      }),
    );
  }
}

/** Creates the table from the shared definition when it does not exist yet (with TTL on), or adds indexes it lacks. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName)));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}

export interface RunningSqs {
  endpoint: string;
  taskQueueUrl: string;
  deadLetterQueueUrl: string;
  /** Strava's webhook events (the webhook sends, the inbox worker files them). */
  stravaEventsQueueUrl: string;
  stop: () => Promise<void>;
}

type QueueRow = (typeof queueDefinition)[keyof typeof queueDefinition];

/** A queue and its DLQ with the redrive policy of its definition row. */
async function createQueue(
  sqs: SQSClient,
  def: QueueRow,
  visibilityTimeoutSeconds?: number,
): Promise<{ queueUrl: string; deadLetterUrl: string }> {
  const dlq = await sqs.send(new CreateQueueCommand({ QueueName: def.deadLetterName }));
  const dlqArn = (
    await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }))
  ).Attributes?.QueueArn;
  const main = await sqs.send(
    new CreateQueueCommand({
      QueueName: def.name,
      Attributes: {
        VisibilityTimeout: String(visibilityTimeoutSeconds ?? def.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: def.maxReceiveCount }),
      },
    }),
  );
  return { queueUrl: main.QueueUrl!, deadLetterUrl: dlq.QueueUrl! };
}

/**
 * fauxqs on a worker thread: like SQS in the cloud (and DynamoDB Local's JVM), it does not share the handlers' event
 * loop, so a burst of sends is not served by the same thread that makes them. (Measured on the Strava webhook's
 * burst of 100 sends: the emulator's half of each round trip ran on the caller's thread.)
 */
async function startFauxqsThread(port: number): Promise<{ close: () => Promise<void> }> {
  const worker = new Worker(new URL('./sqs-emulator-thread.js', import.meta.url), {
    workerData: { port, host: LOOPBACK, region: LOCAL_REGION },
  });
  const close = async () => {
    const exited = once(worker, 'exit');
    worker.postMessage('close');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
    await worker.terminate();
  };
  const [started] = (await Promise.race([
    once(worker, 'message'),
    once(worker, 'error').then(([error]) => [{ error: (error as Error).message }]),
  ])) as [{ listening?: true; error?: string }];
  if (!started.listening) {
    await worker.terminate();
    throw new Error(`The SQS emulator did not start: ${started.error}`);
  }
  return { close };
}

/**
 * The SQS emulator with the same queues as the cloud, each with its DLQ and redrive policy. fauxqs's own
 * `startFauxqs` always listens on 0.0.0.0, so its app is started here on the loopback (on a thread of its own) and
 * the queues are made through the SQS API.
 */
export async function startSqsEmulator({
  port,
  visibilityTimeoutSeconds,
}: {
  port: number;
  visibilityTimeoutSeconds?: number;
}): Promise<RunningSqs> {
  const app = await startFauxqsThread(port);
  const endpoint = `http://${LOOPBACK}:${port}`;
  const sqs = new SQSClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const tasks = await createQueue(sqs, queueDefinition.tasks, visibilityTimeoutSeconds);
    const stravaEvents = await createQueue(sqs, queueDefinition.stravaEvents, visibilityTimeoutSeconds);
    return {
      endpoint,
      taskQueueUrl: tasks.queueUrl,
      deadLetterQueueUrl: tasks.deadLetterUrl,
      stravaEventsQueueUrl: stravaEvents.queueUrl,
      stop: app.close,
    };
  } catch (error) {
    await app.close();
    throw error;
  } finally {
    sqs.destroy();
  }
}

/** The environment that points unmodified handler code at the local services. */
export function localAwsEnv(dynamoEndpoint: string, sqsEndpoint: string): Record<string, string> {
  return {
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    AWS_ENDPOINT_URL_SQS: sqsEndpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  };
}
