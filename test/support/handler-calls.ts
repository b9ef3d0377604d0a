import { randomUUID } from 'node:crypto';
import type { Context, SQSEvent } from 'aws-lambda';
import { invoke } from './api-event';

export function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function planPayload(overrides: Record<string, unknown> = {}) {
  return {
    primaryGoal: { name: 'Gdynia 70.3', date: inDays(120), type: 'half' },
    secondaryGoals: [],
    workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    workoutsPerWeek: 8,
    trainingPreferences: 'Long rides on Saturdays',
    personalDescription: 'Age-grouper, 3 years of running',
    ...overrides,
  };
}

/** One API call as the browser makes it; a `?a=b` in the path becomes the event's query string. */
export function call(cookie: string, method: string, pathWithQuery: string, body?: unknown) {
  const [path, search] = pathWithQuery.split('?') as [string, string | undefined];
  const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
  return invoke({ method, path, query, body, cookies: [cookie] });
}

/** Delivers one task message to the real worker Lambda, the way SQS would. */
export async function deliverTask(userId: string, taskId: string): Promise<void> {
  const { handler } = await import('../../functions/workers/tasks');
  const event: SQSEvent = {
    Records: [
      {
        messageId: randomUUID(),
        receiptHandle: randomUUID(),
        body: JSON.stringify({ userId, taskId }),
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(Date.now()),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:tricoach-tasks',
        awsRegion: 'eu-central-1',
      },
    ],
  };
  const result = await handler(event, {
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => 120_000,
  } as unknown as Context);
  if (result && result.batchItemFailures.length > 0)
    throw new Error(`Worker reported failures: ${JSON.stringify(result.batchItemFailures)}`);
}
