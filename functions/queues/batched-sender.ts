import DataLoader from 'dataloader';
import { loadSqsSender } from './sqs-sender';

/** SQS takes at most 10 messages in one SendMessageBatch. */
const SQS_BATCH_LIMIT = 10;

const loaders = new Map<string, DataLoader<string, void>>();

async function sendBatch(queueUrl: string, bodies: readonly string[]): Promise<Array<void | Error>> {
  const { client, sqs } = await loadSqsSender();
  const answer = await client.send(
    new sqs.SendMessageBatchCommand({
      QueueUrl: queueUrl,
      Entries: bodies.map((MessageBody, i) => ({ Id: String(i), MessageBody })),
    }),
  );
  const failed = new Map((answer.Failed ?? []).map((entry) => [entry.Id, entry]));
  return bodies.map((_, i) => {
    const failure = failed.get(String(i));
    return failure
      ? new Error(`SQS refused the message: ${failure.Code ?? 'unknown'} ${failure.Message ?? ''}`.trim())
      : undefined;
  });
}

/**
 * Sends a message body to a queue, coalescing the sends this process makes in the same tick into SendMessageBatch
 * calls of up to 10. The SDK's signing and parsing cost ~2 ms of CPU a call, so a burst of webhook events answered
 * by one process sends a tenth of the calls; a lone event (a Lambda invocation) is a batch of one. Each message
 * resolves or rejects on its own entry's result, so a refused entry fails only its own request.
 */
export function sendBatched(queueUrl: string, body: string): Promise<void> {
  let loader = loaders.get(queueUrl);
  if (!loader) {
    loader = new DataLoader((bodies) => sendBatch(queueUrl, bodies), { cache: false, maxBatchSize: SQS_BATCH_LIMIT });
    loaders.set(queueUrl, loader);
  }
  return loader.load(body);
}
