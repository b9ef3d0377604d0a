import type { TestProject } from 'vitest/node';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import { fakeGarminUrls } from '../../functions/local/fake-garmin/sandbox';
import { fakeIntervalsUrls } from '../../functions/local/fake-intervals/sandbox';
import { fakeStravaUrls } from '../../functions/local/fake-strava/sandbox';
import { startFakeProviders } from './fake-providers-server';

/**
 * Integration layer: one DynamoDB Local and one SQS emulator per run, shared by every test file.
 * Tests make their own users and ids, so they never see each other's data.
 */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort(), visibilityTimeoutSeconds: 2 });
  const tableName = 'tricoach-test';
  const fakes = await startFakeProviders('http://localhost:3000');
  await ensureTable(dynamo.endpoint, tableName);
  const vars = {
    ...localAwsEnv(dynamo.endpoint, sqs.endpoint),
    TABLE_NAME: tableName,
    TASK_QUEUE_URL: sqs.taskQueueUrl,
    TASK_DLQ_URL: sqs.deadLetterQueueUrl,
    STRAVA_EVENTS_QUEUE_URL: sqs.stravaEventsQueueUrl,
    APP_URL: 'http://localhost:3000',
    // What CloudFront adds to every /api request; apiEvent sends it like the edge does.
    ORIGIN_SECRET: 'integration-origin-secret',
    LOG_LEVEL: 'SILENT',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    // The payment provider talks to the fake Stripe; tests sign webhook events with this endpoint secret.
    STRIPE_API_URL: fakes.url,
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_WEBHOOK_SECRET: 'whsec_integration_secret',
    // The Garmin client talks to the fake Garmin; FAKE_PROVIDERS_DATA_DIR lets tests read what the fake received.
    ...fakeGarminUrls(fakes.url),
    GARMIN_CLIENT_ID: 'tricoach-integration',
    GARMIN_CLIENT_SECRET: 'integration-garmin-secret',
    GARMIN_PUSH_TOKEN: 'integration-push-token',
    GARMIN_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
    // The intervals.icu client talks to the fake intervals.icu.
    ...fakeIntervalsUrls(fakes.url),
    // The Strava client talks to the fake Strava the same way.
    ...fakeStravaUrls(fakes.url),
    STRAVA_CLIENT_ID: 'tricoach-integration',
    STRAVA_CLIENT_SECRET: 'integration-strava-secret',
    STRAVA_VERIFY_TOKEN: 'integration-verify-token',
    FAKE_PROVIDERS_DATA_DIR: fakes.dataDir,
  };
  Object.assign(process.env, vars);
  project.provide('localEnv', vars);
  return async () => {
    await fakes.stop();
    await sqs.stop();
    await dynamo.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
  }
}
