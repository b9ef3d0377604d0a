import type { SQSClient } from '@aws-sdk/client-sqs';
import { sqsClientConfig } from './sqs-config';

type Sqs = typeof import('@aws-sdk/client-sqs');
let sender: Promise<{ client: SQSClient; sqs: Sqs }> | undefined;

/**
 * One SQS client per process (its sockets kept alive between sends), loaded on the first send, not at import: the
 * SDK adds ~30 ms to the cold start of every group that can send, while most of their requests never do.
 */
export function loadSqsSender() {
  sender ??= import('@aws-sdk/client-sqs').then((sqs) => ({ client: new sqs.SQSClient(sqsClientConfig), sqs }));
  return sender;
}
