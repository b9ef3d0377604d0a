import { SQSClient } from '@aws-sdk/client-sqs';
import { sqsClientConfig } from './sqs-config';

let client: SQSClient | undefined;

/** The SQS client, for code that needs the SDK anyway (the local stack, tests). Request paths use send-task's lazy one. */
export function sqsClient(): SQSClient {
  client ??= new SQSClient(sqsClientConfig);
  return client;
}
