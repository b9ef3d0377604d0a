import { DynamoDBClient, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { resetDocumentClient } from '../../functions/db/client';
import { resetEnvCache } from '../../functions/lib/env';
import { createPlatform } from '../../functions/composition/platform';
import { CliError, type CliContext, type StackInfo } from './types';

const LOCAL_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' };

/**
 * The running local stack (through <DATA_DIR>/stack.json) by default; AWS with `--aws`, or when TABLE_NAME is set
 * and no local stack is running. AWS uses the usual credential chain (AWS_PROFILE, AWS_REGION...).
 */
export async function resolveTarget(useAws: boolean): Promise<CliContext> {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const stackFile = join(dataDir, 'stack.json');
  if (useAws || (!existsSync(stackFile) && process.env.TABLE_NAME)) {
    if (!process.env.TABLE_NAME)
      throw new CliError(
        '--aws needs TABLE_NAME (the deployed table name, from the stack outputs) and AWS credentials in the environment.',
      );
    resetEnvCache();
    resetDocumentClient();
    return { platform: createPlatform(), target: `AWS table ${process.env.TABLE_NAME}` };
  }
  if (!existsSync(stackFile)) {
    throw new CliError(
      `No local stack found in ${dataDir} (no ${stackFile}): start it with \`npm start\`; if it runs with another DATA_DIR, set DATA_DIR to that directory; or use --aws with TABLE_NAME set to work on a deployed table.`,
    );
  }
  const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo;
  const region = stack.region ?? 'eu-central-1';
  const probe = new DynamoDBClient({
    endpoint: stack.dynamoEndpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    await probe.send(new DescribeTableCommand({ TableName: stack.tableName }), {
      abortSignal: AbortSignal.timeout(3000),
    });
  } catch {
    throw new CliError(
      `The local stack is not running (${stack.dynamoEndpoint} does not answer; ${stackFile} is stale): start it with \`npm start\`.`,
    );
  } finally {
    probe.destroy();
  }
  Object.assign(process.env, {
    ...LOCAL_CREDENTIALS,
    AWS_REGION: region,
    AWS_ENDPOINT_URL_DYNAMODB: stack.dynamoEndpoint,
    AWS_ENDPOINT_URL_SQS: stack.sqsEndpoint,
    TABLE_NAME: stack.tableName,
    TASK_QUEUE_URL: stack.taskQueueUrl,
    APP_URL: stack.appUrl,
    DATA_DIR: dataDir,
  });
  resetEnvCache();
  resetDocumentClient();
  return { platform: createPlatform(), target: `local stack at ${dataDir}`, stack };
}
