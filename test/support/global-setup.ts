import type { TestProject } from 'vitest/node';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import { startFakeStripe } from './fake-stripe-server';

/**
 * Integration layer: one DynamoDB Local and one SQS emulator per run, shared by every test file.
 * Tests make their own users and ids, so they never see each other's data.
 */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort(), visibilityTimeoutSeconds: 2 });
  const tableName = 'tricoach-test';
  const stripe = await startFakeStripe('http://localhost:3000');
  await ensureTable(dynamo.endpoint, tableName);
  const vars = {
    ...localAwsEnv(dynamo.endpoint, sqs.endpoint),
    TABLE_NAME: tableName,
    TASK_QUEUE_URL: sqs.taskQueueUrl,
    TASK_DLQ_URL: sqs.deadLetterQueueUrl,
    APP_URL: 'http://localhost:3000',
    // What CloudFront adds to every /api request; apiEvent sends it like the edge does.
    ORIGIN_SECRET: 'integration-origin-secret',
    LOG_LEVEL: 'SILENT',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    // The payment provider talks to the fake Stripe; tests sign webhook events with this endpoint secret.
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_WEBHOOK_SECRET: 'whsec_integration_secret',
  };
  Object.assign(process.env, vars);
  project.provide('localEnv', vars);
  return async () => {
    await stripe.stop();
    await sqs.stop();
    await dynamo.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
  }
}
