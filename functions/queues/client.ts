import { SQSClient } from '@aws-sdk/client-sqs';

let client: SQSClient | undefined;

/**
 * The SQS client. It sends to the configured endpoint (AWS_ENDPOINT_URL_SQS locally), not to the queue URL's
 * host: the emulator's virtual-host queue URLs don't resolve, and in the cloud both are the regional endpoint.
 */
export function sqsClient(): SQSClient {
  client ??= new SQSClient({ useQueueUrlAsEndpoint: false });
  return client;
}

export function resetSqsClient(): void {
  client = undefined;
}
