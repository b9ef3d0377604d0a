import type { SQSClientConfig } from '@aws-sdk/client-sqs';

/**
 * The SQS client's settings. It sends to the configured endpoint (AWS_ENDPOINT_URL_SQS locally), not to the queue
 * URL's host: the emulator's virtual-host queue URLs don't resolve, and in the cloud both are the regional endpoint.
 */
export const sqsClientConfig: SQSClientConfig = { useQueueUrlAsEndpoint: false };
