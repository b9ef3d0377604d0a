import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The document client. Locally the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB (DynamoDB Local),
 * which the SDK reads itself, so nothing here knows where it runs.
 */
let client: DynamoDBDocumentClient | undefined;

// DynamoDB answers in milliseconds; a call that hangs (an unreachable endpoint) must end in a 503 the athlete can
// retry, not in a request that waits for the API's 30 s timeout. With the SDK's 3 attempts: about 12 s at worst.
// (throwOnRequestTimeout: without it this SDK only logs a warning and keeps waiting.)
const CONNECT_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 3000;

/**
 * The SDK's default NoOpLogger has an `info` method, so after every command the SDK walks the whole input and
 * output through its sensitive-data log filter only to hand the copy to a no-op (1.5 % of a signed-in read's CPU,
 * more for a week's Query). The SDK calls `logger?.info?.(...)`: without `info` neither filter runs.
 */
const sdkLogger = {
  trace: () => undefined,
  debug: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as DynamoDBClientConfig['logger'];

export function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      logger: sdkLogger,
      requestHandler: {
        connectionTimeout: CONNECT_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
        throwOnRequestTimeout: true,
      },
    }),
    {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    },
  );
  return client;
}

/** For tests that point at a fresh endpoint after import. */
export function resetDocumentClient(): void {
  client = undefined;
}

export interface Db {
  doc: DynamoDBDocumentClient;
  table: string;
}
