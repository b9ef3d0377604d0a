import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../functions/local/free-port';
import { startDynamoDbLocal, startSqsEmulator } from '../../../functions/local/services';

/** This machine's first IPv4 address that is not the loopback, when it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('the local AWS services listen on this machine only', () => {
  it.skipIf(!outsideAddress)('SQS answers on 127.0.0.1 and refuses the same port on the network address', async () => {
    const sqs = await startSqsEmulator({ port: await freePort() });
    try {
      const port = Number(new URL(sqs.endpoint).port);
      expect(await connects('127.0.0.1', port)).toBe(true);
      expect(await connects(outsideAddress!, port)).toBe(false);
      expect(sqs.taskQueueUrl).toContain(`:${port}/`);
    } finally {
      await sqs.stop();
    }
  });

  it.skipIf(!outsideAddress)(
    'DynamoDB Local answers on 127.0.0.1 and refuses the same port on the network address',
    async () => {
      const port = await freePort();
      const dynamo = await startDynamoDbLocal({ port });
      try {
        expect(await connects('127.0.0.1', port)).toBe(true);
        expect(await connects(outsideAddress!, port)).toBe(false);
      } finally {
        await dynamo.stop();
      }
    },
  );
});
