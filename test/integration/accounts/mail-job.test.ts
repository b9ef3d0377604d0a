import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resetEnvCache } from '../../../functions/lib/env';
import { createPlatform } from '../../../functions/composition/platform';
import { createMailQueue } from '../../../functions/modules/mail/mail-queue';
import { createMailRepository } from '../../../functions/modules/mail/mail-repository';
import { createMailSender } from '../../../functions/modules/mail/send-mails';
import { resetPasswordMail } from '../../../functions/modules/mail/templates';
import type { MailProvider, OutgoingMail } from '../../../functions/providers/mail/port';
import { useOwnTable } from '../../support/own-table';
import { parseEml, TEST_OUTBOX, useTestOutbox } from '../../support/outbox';
import { randomEmail } from '../../support/users';

// The job reads every pending mail of its table: this file has its own so its failing providers touch only its mails.
beforeAll(async () => {
  await useOwnTable('mailjob');
});
afterEach(() => {
  useTestOutbox();
});

const repo = () => createMailRepository(createPlatform().db);
const queueAt = (now: Date) => createMailQueue(repo(), () => now);
const content = resetPasswordMail('en', 'http://localhost:3000/reset-password?token=abc');

async function drainPending() {
  const sender = createMailSender({
    mails: repo(),
    provider: { send: async (m) => ({ messageId: m.id }) },
    clock: () => new Date(Date.now() + 3_600_000),
    from: 'x@y.z',
  });
  while ((await sender.run()).sent > 0);
}

describe('send-mails job', () => {
  it('outbox transport: writes a real RFC 5322 message and marks the row sent', async () => {
    useTestOutbox();
    const to = randomEmail('outbox');
    const id = await queueAt(new Date()).enqueue(to, 'reset-password', content);
    const { handler } = await import('../../../functions/jobs/send-mails');
    const result = await handler();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const raw = await readFile(join(TEST_OUTBOX, `${id}.eml`), 'utf8');
    expect(raw).toMatch(/^From: Tricoach <coach@tricoach\.app>\r\n/);
    expect(raw).toContain(`\r\nTo: ${to}\r\n`);
    expect(raw).toContain(`\r\nMessage-ID: <${id}@tricoach.local>\r\n`);
    expect(raw).toMatch(/\r\nDate: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000\r\n/);
    expect(raw).toContain('\r\nMIME-Version: 1.0\r\n');
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    expect(/[^\x00-\x7f]/.test(raw)).toBe(false);
    const mail = parseEml(raw);
    expect(mail.text).toBe(content.text);
    expect(mail.html).toBe(content.html);
    const row = await repo().get(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: `outbox:${id}` });
  });

  it('SES transport: sends SendEmail with from, to, subject, text and HTML, keeps the message id', async () => {
    await drainPending();
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-1' });
    process.env.MAIL_TRANSPORT = 'ses';
    process.env.MAIL_FROM = 'Tricoach <no-reply@tricoach.app>';
    resetEnvCache();
    try {
      const to = randomEmail('ses');
      const id = await queueAt(new Date()).enqueue(to, 'reset-password', content);
      const { handler } = await import('../../../functions/jobs/send-mails');
      await handler();
      const calls = ses.commandCalls(SendEmailCommand);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.args[0].input).toEqual({
        FromEmailAddress: 'Tricoach <no-reply@tricoach.app>',
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: content.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: content.text, Charset: 'UTF-8' }, Html: { Data: content.html, Charset: 'UTF-8' } },
          },
        },
      });
      expect(await repo().get(id)).toMatchObject({ status: 'sent', providerMessageId: 'ses-message-1' });
    } finally {
      ses.restore();
      delete process.env.MAIL_FROM;
      useTestOutbox();
    }
  });

  it('retries a failing mail with backoff (1, 2, 4, 8 min) and gives up after 5 tries keeping the error', async () => {
    await drainPending();
    let now = new Date('2030-01-01T10:00:00.000Z');
    const attempts: string[] = [];
    const failing: MailProvider = {
      send: async (m: OutgoingMail) => {
        attempts.push(now.toISOString());
        throw Object.assign(new Error(`Throttling: rate exceeded for ${m.to}`), { name: 'TooManyRequestsException' });
      },
    };
    const sender = createMailSender({ mails: repo(), provider: failing, clock: () => now, from: 'a@b.c' });
    const id = await queueAt(now).enqueue(randomEmail('flaky'), 'reset-password', content);
    const expectedGaps = [1, 2, 4, 8];

    expect(await sender.run()).toMatchObject({ retried: 1 });
    for (const gap of expectedGaps) {
      now = new Date(now.getTime() + gap * 60_000 - 1000);
      expect((await sender.run()).retried + (await sender.run()).failed).toBe(0);
      now = new Date(now.getTime() + 1000);
      await sender.run();
    }
    expect(attempts).toHaveLength(5);
    const row = await repo().get(id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: expect.stringContaining('TooManyRequestsException: Throttling'),
    });
    now = new Date(now.getTime() + 3_600_000);
    await sender.run();
    expect(attempts).toHaveLength(5);
  });

  it('a mail that fails once is sent on the retry', async () => {
    await drainPending();
    let now = new Date('2031-01-01T10:00:00.000Z');
    let fail = true;
    const sent: string[] = [];
    const provider: MailProvider = {
      send: async (m) => {
        if (fail) {
          fail = false;
          throw new Error('connection reset');
        }
        sent.push(m.id);
        return { messageId: 'ok' };
      },
    };
    const sender = createMailSender({ mails: repo(), provider, clock: () => now, from: 'a@b.c' });
    const id = await queueAt(now).enqueue(randomEmail('retry'), 'reset-password', content);
    await sender.run();
    expect((await repo().get(id))!.lastError).toBe('Error: connection reset');
    now = new Date(now.getTime() + 60_000);
    await sender.run();
    expect(sent).toEqual([id]);
    expect(await repo().get(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two job runs at once send each mail once', async () => {
    await drainPending();
    const now = new Date();
    const sent: string[] = [];
    const provider: MailProvider = {
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 20));
        sent.push(m.id);
        return { messageId: m.id };
      },
    };
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => queueAt(now).enqueue(randomEmail('once'), 'x', content)),
    );
    const make = () =>
      createMailSender({ mails: repo(), provider, clock: () => new Date(now.getTime() + 1000), from: 'a@b.c' });
    await Promise.all([make().run(), make().run(), make().run()]);
    expect(sent.sort()).toEqual([...ids].sort());
  });
});
