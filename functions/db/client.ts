import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
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

export function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({ requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, throwOnRequestTimeout: true } }), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
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
