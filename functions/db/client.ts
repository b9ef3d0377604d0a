import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The document client. Locally the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB (DynamoDB Local),
 * which the SDK reads itself, so nothing here knows where it runs.
 */
let client: DynamoDBDocumentClient | undefined;

export function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
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
