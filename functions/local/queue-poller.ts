import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type Message,
  type MessageAttributeValue,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import type { SqsWorker } from '../workers/registry';
import { lambdaContext } from './lambda-context';

export interface PolledQueue {
  queueUrl: string;
  /** The worker entry, loaded on the first batch. */
  load: () => Promise<{ handler: SqsWorker }>;
  /** Lambda's timeout for this worker. */
  timeoutSeconds?: number;
}

export interface QueuePollerOptions {
  sqs: SQSClient;
  queues: PolledQueue[];
  region: string;
  /** Long-poll wait; the event source mapping uses 20 s. */
  waitTimeSeconds?: number;
  batchSize?: number;
  /** Parallel receive loops per queue (Lambda scales pollers; one machine needs few). */
  concurrency?: number;
  onError?: (message: string, error: unknown) => void;
}

export interface QueuePoller {
  stop: () => Promise<void>;
}

function toLambdaAttributes(attributes: Record<string, MessageAttributeValue> | undefined): SQSMessageAttributes {
  const out: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(attributes ?? {})) {
    out[name] = {
      dataType: value.DataType ?? 'String',
      stringValue: value.StringValue,
      binaryValue: value.BinaryValue ? Buffer.from(value.BinaryValue).toString('base64') : undefined,
      stringListValues: value.StringListValues ?? [],
      binaryListValues: (value.BinaryListValues ?? []).map((b) => Buffer.from(b).toString('base64')),
    };
  }
  return out;
}

/** A received message in the shape the SQS event source mapping hands to Lambda. */
export function toSqsRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? '000000000000',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      ...(attributes.MessageGroupId ? { MessageGroupId: attributes.MessageGroupId } : {}),
      ...(attributes.MessageDeduplicationId ? { MessageDeduplicationId: attributes.MessageDeduplicationId } : {}),
      ...(attributes.SequenceNumber ? { SequenceNumber: attributes.SequenceNumber } : {}),
    },
    messageAttributes: toLambdaAttributes(message.MessageAttributes),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

/**
 * Which records of a batch succeeded, per Lambda's ReportBatchItemFailures rules: a thrown error, or a failure
 * entry that names no record of the batch, fails the whole batch.
 */
export function succeededRecords(
  records: SQSRecord[],
  outcome: { response?: SQSBatchResponse | void; threw: boolean },
): SQSRecord[] {
  if (outcome.threw) return [];
  const failures = outcome.response?.batchItemFailures ?? [];
  const ids = new Set(records.map((r) => r.messageId));
  if (failures.some((f) => !f.itemIdentifier || !ids.has(f.itemIdentifier))) return [];
  const failed = new Set(failures.map((f) => f.itemIdentifier));
  return records.filter((r) => !failed.has(r.messageId));
}

/**
 * Stands in for Lambda's SQS event source mapping: long-polls each queue, delivers batches as real `SQSEvent`s,
 * deletes what succeeded and leaves failures to reappear after the visibility timeout, so the queue's redrive
 * policy moves a message that keeps failing to the DLQ exactly as in the cloud.
 */
export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const { sqs, region } = options;
  const waitTimeSeconds = options.waitTimeSeconds ?? 20;
  const batchSize = options.batchSize ?? 10;
  const report = options.onError ?? ((message, error) => console.error(message, error));
  const abort = new AbortController();
  let stopping = false;

  const deliver = async (queue: PolledQueue, queueArn: string, messages: Message[]) => {
    const records = messages.map((m) => toSqsRecord(m, queueArn, region));
    const event: SQSEvent = { Records: records };
    let response: SQSBatchResponse | void = undefined;
    let threw = false;
    try {
      const { handler } = await queue.load();
      const functionName = `tricoach-local-worker-${queueArn.split(':').pop()}`;
      response = await handler(event, lambdaContext(functionName, (queue.timeoutSeconds ?? 120) * 1000));
    } catch (error) {
      threw = true;
      report(`Worker for ${queueArn} failed its batch of ${records.length}`, error);
    }
    const done = succeededRecords(records, { response, threw });
    if (!done.length) return;
    await sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queue.queueUrl,
        Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
      }),
    );
  };

  const loop = async (queue: PolledQueue, queueArn: string) => {
    while (!stopping) {
      try {
        const { Messages } = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queue.queueUrl,
            MaxNumberOfMessages: batchSize,
            WaitTimeSeconds: waitTimeSeconds,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        if (Messages?.length) await deliver(queue, queueArn, Messages);
      } catch (error) {
        if (stopping) return;
        report(`Polling ${queue.queueUrl} failed; retrying in 1 s`, error);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };

  const running = options.queues.map(async (queue) => {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: queue.queueUrl, AttributeNames: ['QueueArn'] }),
    );
    const queueArn = Attributes?.QueueArn ?? queue.queueUrl;
    await Promise.all(Array.from({ length: options.concurrency ?? 1 }, () => loop(queue, queueArn)));
  });

  return {
    stop: async () => {
      stopping = true;
      abort.abort();
      await Promise.allSettled(running);
    },
  };
}
