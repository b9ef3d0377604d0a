import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startQueuePoller } from '../../../functions/local/queue-poller';
import { sqsClient } from '../../../functions/queues/client';
import type { SqsWorker } from '../../../functions/workers/registry';
import { eventually } from '../../support/task-queue';

/** A queue pair like the cloud's (redrive after 2 receives) with a 1 s visibility timeout, in the run's emulator. */
async function queuePair() {
  const sqs = sqsClient();
  const name = `poller-${randomUUID().slice(0, 8)}`;
  const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  const main = await sqs.send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: {
        VisibilityTimeout: '1',
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: 2 }),
      },
    }),
  );
  return { queueUrl: main.QueueUrl!, dlqUrl: dlq.QueueUrl! };
}

async function send(queueUrl: string, bodies: object[]) {
  await sqsClient().send(
    new SendMessageBatchCommand({
      QueueUrl: queueUrl,
      Entries: bodies.map((b, i) => ({ Id: String(i), MessageBody: JSON.stringify(b) })),
    }),
  );
}

async function drain(queueUrl: string): Promise<string[]> {
  const { Messages } = await sqsClient().send(
    new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
  );
  return (Messages ?? []).map((m) => m.Body!);
}

/** How many messages a queue holds (visible or in flight). */
async function held(queueUrl: string): Promise<number> {
  const { Attributes } = await sqsClient().send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return (
    Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
    Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0)
  );
}

/** Resolves once `check` holds; fails the test after 15 s. */
const until = (check: () => boolean | Promise<boolean>, what: string) =>
  eventually(async () => ((await check()) ? true : undefined), 15_000, what);

describe('local queue poller against the SQS emulator', () => {
  it('deletes succeeded records, redelivers the reported failures, and the redrive moves them to the DLQ', async () => {
    const { queueUrl, dlqUrl } = await queuePair();
    const deliveries: Array<{ n: number; receiveCount: string; batchSize: number; arn: string }> = [];
    const worker: SqsWorker = async (event: SQSEvent): Promise<SQSBatchResponse> => {
      const failures = [];
      for (const record of event.Records) {
        const body = JSON.parse(record.body) as { n: number; fail?: boolean };
        deliveries.push({
          n: body.n,
          receiveCount: record.attributes.ApproximateReceiveCount,
          batchSize: event.Records.length,
          arn: record.eventSourceARN,
        });
        if (body.fail) failures.push({ itemIdentifier: record.messageId });
      }
      return { batchItemFailures: failures };
    };
    const poller = startQueuePoller({
      sqs: sqsClient(),
      queues: [{ queueUrl, load: async () => ({ handler: worker }) }],
      region: 'eu-central-1',
      waitTimeSeconds: 1,
    });
    try {
      await send(queueUrl, [{ n: 1 }, { n: 2, fail: true }, { n: 3 }]);
      await until(() => deliveries.filter((d) => d.n === 2).length >= 2, 'the failing record delivered twice');
      // The redrive moves it on the first receive after its visibility timeout (1 s) once it has been received twice.
      await until(async () => (await held(dlqUrl)) === 1, 'the failing record in the DLQ');
    } finally {
      await poller.stop();
    }
    expect(deliveries.filter((d) => d.n === 1)).toHaveLength(1);
    expect(deliveries.filter((d) => d.n === 3)).toHaveLength(1);
    expect(deliveries.filter((d) => d.n === 2).map((d) => d.receiveCount)).toEqual(['1', '2']);
    expect(deliveries[0]!.arn).toMatch(/^arn:aws:sqs:.*:poller-/);
    expect(await drain(queueUrl)).toEqual([]);
    expect((await drain(dlqUrl)).map((b) => JSON.parse(b).n)).toEqual([2]);
  });

  it('counts a worker that throws as a failure of the whole batch', async () => {
    const { queueUrl, dlqUrl } = await queuePair();
    let calls = 0;
    const received: number[] = [];
    const worker: SqsWorker = async (event) => {
      calls++;
      received.push(...event.Records.map((r) => JSON.parse(r.body).n as number));
      if (calls === 1) throw new Error('worker crashed');
    };
    const poller = startQueuePoller({
      sqs: sqsClient(),
      queues: [{ queueUrl, load: async () => ({ handler: worker }) }],
      region: 'eu-central-1',
      waitTimeSeconds: 1,
      onError: () => undefined,
    });
    try {
      await send(queueUrl, [{ n: 1 }, { n: 2 }]);
      await until(() => received.length >= 4, 'both records delivered twice');
    } finally {
      await poller.stop();
    }
    expect(received.sort()).toEqual([1, 1, 2, 2]);
    expect(await drain(queueUrl)).toEqual([]);
    expect(await drain(dlqUrl)).toEqual([]);
  });
});
