import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createMailQueue } from '../../../functions/modules/mail/mail-queue';
import { createMailRepository } from '../../../functions/modules/mail/mail-repository';
import { createMailSender } from '../../../functions/modules/mail/send-mails';
import { resetPasswordMail } from '../../../functions/modules/mail/templates';
import { invoke } from '../../support/api-event';
import { captureEmf } from '../../support/emf-capture';
import { useOwnTable } from '../../support/own-table';
import { createTestUser, randomEmail } from '../../support/users';

// The mail job reads every due mail of its table: this file has its own, so it sends only its own mails.
beforeAll(async () => {
  await useOwnTable('metrics');
});

describe('credit and mail metrics through the real handlers and DynamoDB Local', () => {
  let capture: ReturnType<typeof captureEmf> | undefined;
  afterEach(() => capture?.stop());

  it('registering grants the trial credit; an admin grant and removal are counted by ledger source', async () => {
    capture = captureEmf();
    const admin = await createTestUser({ isAdmin: true });
    const athlete = await createTestUser();
    expect(capture.of('CreditsGranted').filter((line) => line.source === 'trial')).toHaveLength(2);

    const adjust = (amount: number) =>
      invoke({
        method: 'POST',
        path: `/api/admin/users/${athlete.user.id}/credits`,
        cookies: [admin.cookie],
        body: { amount, description: 'metrics test' },
      });
    expect((await adjust(3)).status).toBe(201);
    expect((await adjust(-2)).status).toBe(201);
    expect(capture.of('CreditsGranted').filter((line) => line.source === 'admin_grant')).toEqual([
      expect.objectContaining({ CreditsGranted: 3 }),
    ]);
    expect(capture.of('CreditsDebited')).toEqual([
      expect.objectContaining({ source: 'admin_removal', CreditsDebited: 2 }),
    ]);

    // A refused removal (below zero) changes nothing and counts nothing.
    expect((await adjust(-100)).status).toBe(409);
    expect(capture.of('CreditsDebited')).toHaveLength(1);
  });

  it('the mail job counts a sent mail, and a failed one only when it gives up', async () => {
    const mails = createMailRepository(createPlatform().db);
    const queue = createMailQueue(mails, () => new Date());
    const content = resetPasswordMail('en', 'http://localhost:3000/reset-password?token=abc');
    await queue.enqueue(randomEmail('sent'), 'reset-password', content);
    capture = captureEmf();
    const sending = createMailSender({
      mails,
      provider: { send: async (mail) => ({ messageId: mail.id }) },
      clock: () => new Date(),
      from: 'x@y.z',
    });
    expect((await sending.run()).sent).toBe(1);
    expect(capture.of('MailSent')).toEqual([expect.objectContaining({ kind: 'reset-password', MailSent: 1 })]);

    await queue.enqueue(randomEmail('failed'), 'reset-password', content);
    let later = Date.now();
    const failing = createMailSender({
      mails,
      provider: { send: async () => Promise.reject(new Error(`refused ${randomUUID()}`)) },
      clock: () => new Date((later += 3_600_000)),
      from: 'x@y.z',
    });
    const results = [];
    for (let run = 0; run < 5; run++) results.push(await failing.run());
    expect(results.map((result) => result.failed)).toEqual([0, 0, 0, 0, 1]);
    expect(capture.of('MailFailed')).toEqual([expect.objectContaining({ kind: 'reset-password', MailFailed: 1 })]);
  });
});
