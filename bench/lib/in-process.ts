import { randomUUID } from 'node:crypto';
import type { Context, SQSEvent } from 'aws-lambda';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';

/**
 * DynamoDB Local and the SQS emulator for handlers invoked in this process: a fresh table, the environment the
 * handlers read pointed at them (logs silenced), and `stop` to end both.
 */
export async function inProcessServices(tablePrefix: string): Promise<{ stop: () => Promise<void> }> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort() });
  const tableName = `${tablePrefix}-${Date.now()}`;
  await ensureTable(dynamo.endpoint, tableName);
  Object.assign(process.env, localAwsEnv(dynamo.endpoint, sqs.endpoint), {
    TABLE_NAME: tableName,
    TASK_QUEUE_URL: sqs.taskQueueUrl,
    STRAVA_EVENTS_QUEUE_URL: sqs.stravaEventsQueueUrl,
    APP_URL: 'http://localhost:3000',
    ORIGIN_SECRET: 'bench-in-process',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    LOG_LEVEL: 'SILENT',
  });
  const { resetEnvCache } = await import('../../functions/lib/env');
  resetEnvCache();
  return {
    stop: async () => {
      await sqs.stop();
      await dynamo.stop();
    },
  };
}

/** Hands one AI task to the real worker Lambda, the way SQS would. */
export async function deliverTask(userId: string, taskId: string): Promise<void> {
  const { handler: worker } = await import('../../functions/workers/tasks');
  await worker(
    {
      Records: [
        {
          messageId: randomUUID(),
          receiptHandle: 'x',
          body: JSON.stringify({ userId, taskId }),
          attributes: { ApproximateReceiveCount: '1' },
        },
      ],
    } as unknown as SQSEvent,
    { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 120_000 } as unknown as Context,
  );
}
