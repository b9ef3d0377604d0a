import type { SNSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { keys } from '../../../functions/db/keys';
import { createMailQueue } from '../../../functions/modules/mail/mail-queue';
import { createMailRepository } from '../../../functions/modules/mail/mail-repository';
import { createMailSuppressions } from '../../../functions/modules/mail/mail-suppression';
import { createMailSender } from '../../../functions/modules/mail/send-mails';
import { resetPasswordMail } from '../../../functions/modules/mail/templates';
import type { OutgoingMail } from '../../../functions/providers/mail/port';
import { handler } from '../../../functions/workers/mail-feedback';
import { useOwnTable } from '../../support/own-table';
import { createTestUser, randomEmail } from '../../support/users';
import { rawItem } from '../../support/week-fixtures';

// The mail job reads every pending mail of its table: this file has its own.
beforeAll(async () => {
  await useOwnTable('mailfeedback');
});

/**
 * SES's records, shaped as its documentation shows them: event publishing through a configuration set to SNS
 * (`eventType`; docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-examples.html, "Bounce record"
 * and "Complaint record"), and identity feedback notifications (`notificationType`;
 * docs.aws.amazon.com/ses/latest/dg/notification-examples.html). Mail objects trimmed to the fields SES always sends.
 */
const mail = (to: string) => ({
  timestamp: '2017-08-05T00:40:02.012Z',
  source: 'Sender Name <sender@example.com>',
  sourceArn: 'arn:aws:ses:us-east-1:123456789012:identity/sender@example.com',
  sendingAccountId: '123456789012',
  messageId: 'EXAMPLE7c191be45-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000',
  destination: [to],
  headersTruncated: false,
  tags: { 'ses:configuration-set': ['ConfigSet'] },
});
const bounceRecord = (to: string, bounceType: 'Permanent' | 'Transient') => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
    bouncedRecipients: [
      { emailAddress: to, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
    ],
    timestamp: '2017-08-05T00:41:02.669Z',
    feedbackId: '01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000',
    reportingMTA: 'dsn; mta.example.com',
  },
  mail: mail(to),
});
const complaintNotification = (to: string) => ({
  notificationType: 'Complaint',
  complaint: {
    userAgent: 'AnyCompany Feedback Loop (V0.01)',
    complainedRecipients: [{ emailAddress: to }],
    complaintFeedbackType: 'abuse',
    arrivalDate: '2016-01-27T14:59:38.237Z',
    timestamp: '2016-01-27T14:59:38.237Z',
    feedbackId: '000001378603177f-18c07c78-fa81-4a58-9dd1-fedc3cb8f49a-000000',
  },
  mail: mail(to),
});
/** SNS's Lambda event around one message (docs.aws.amazon.com/lambda/latest/dg/with-sns.html). */
const sns = (...messages: Array<unknown>): SNSEvent => ({
  Records: messages.map((message, i) => ({
    EventSource: 'aws:sns',
    EventVersion: '1.0',
    EventSubscriptionArn: 'arn:aws:sns:eu-central-1:123456789012:feedback:sub',
    Sns: {
      Type: 'Notification',
      MessageId: `m-${i}`,
      TopicArn: 'arn:aws:sns:eu-central-1:123456789012:feedback',
      Subject: null as unknown as string,
      Message: typeof message === 'string' ? message : JSON.stringify(message),
      Timestamp: '2017-08-05T00:41:03.000Z',
      SignatureVersion: '1',
      Signature: 'x',
      SigningCertUrl: 'https://sns.example/cert.pem',
      UnsubscribeUrl: 'https://sns.example/unsubscribe',
      MessageAttributes: {},
    },
  })),
});

const db = () => createPlatform().db;
const suppressions = () => createMailSuppressions(db());

describe('SES bounces and complaints (SNS -> mail-feedback -> the mail job)', () => {
  it("a permanent bounce suppresses the athlete's address; the mail job then skips it and sends the others", async () => {
    const bounced = await createTestUser();
    const fine = await createTestUser();
    expect(await handler(sns(bounceRecord(bounced.email.toUpperCase(), 'Permanent')))).toEqual({ marked: 1 });
    expect(await rawItem(keys.mailSuppression(bounced.user.id))).toMatchObject({
      email: bounced.email.toLowerCase(),
      reason: 'bounce',
      feedbackId: expect.stringContaining('example'),
    });
    expect(await suppressions().reasonFor(bounced.email)).toBe('bounce');
    expect(await suppressions().reasonFor(fine.email)).toBeNull();

    const content = resetPasswordMail('en', 'http://localhost:3000/reset-password?token=abc');
    const queue = createMailQueue(createMailRepository(db()), () => new Date());
    const skipped = await queue.enqueue(bounced.email, 'reset-password', content);
    const sentId = await queue.enqueue(fine.email, 'reset-password', content);
    const sent: OutgoingMail[] = [];
    const sender = createMailSender({
      mails: createMailRepository(db()),
      provider: { send: async (m) => (sent.push(m), { messageId: m.id }) },
      clock: () => new Date(Date.now() + 60_000),
      from: 'x@y.z',
      suppressions: suppressions(),
    });
    expect(await sender.run()).toMatchObject({ sent: 1, suppressed: 1, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual([fine.email]);
    expect(await createMailRepository(db()).get(skipped)).toMatchObject({
      status: 'failed',
      lastError: 'Not sent: SES reported a bounce for this address',
    });
    expect(await createMailRepository(db()).get(sentId)).toMatchObject({ status: 'sent' });
  });

  it('a transient bounce marks nothing; a complaint always does', async () => {
    const athlete = await createTestUser();
    expect(await handler(sns(bounceRecord(athlete.email, 'Transient')))).toEqual({ marked: 0 });
    expect(await rawItem(keys.mailSuppression(athlete.user.id))).toBeUndefined();
    expect(await handler(sns(complaintNotification(athlete.email)))).toEqual({ marked: 1 });
    expect(await rawItem(keys.mailSuppression(athlete.user.id))).toMatchObject({
      reason: 'complaint',
      at: '2016-01-27T14:59:38.237Z',
    });
    expect(await suppressions().reasonFor(athlete.email)).toBe('complaint');
  });

  it('an address no athlete has, a message that is not JSON, and a delivery record change nothing', async () => {
    expect(
      await handler(
        sns(bounceRecord(randomEmail('stranger'), 'Permanent'), '{not json', {
          eventType: 'Delivery',
          delivery: { recipients: ['a@b.c'] },
          mail: mail('a@b.c'),
        }),
      ),
    ).toEqual({ marked: 0 });
  });
});
