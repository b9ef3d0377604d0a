import type { Clock } from '../../lib/clock';
import { mailFailed, mailSent } from '../../lib/metrics/business-metrics';
import type { MailProvider } from '../../providers/mail/port';
import { MAX_MAIL_ATTEMPTS, retryDelayMs, type MailRecord } from './mail-record';
import type { MailRepository } from './mail-repository';
import type { MailSuppressions } from './mail-suppression';

export interface SendMailsResult {
  sent: number;
  retried: number;
  failed: number;
  /** Not sent: SES reported a permanent bounce or a complaint for the address. */
  suppressed: number;
}

const LEASE_MS = 5 * 60_000;

/** One run of the mail job: sends what is due, marks it sent, or schedules a retry (failed for good after 5 tries). */
export function createMailSender({
  mails,
  provider,
  clock,
  from,
  suppressions,
  batchSize = 25,
}: {
  mails: MailRepository;
  provider: MailProvider;
  clock: Clock;
  from: string;
  suppressions?: Pick<MailSuppressions, 'reasonFor'>;
  batchSize?: number;
}) {
  async function deliver(
    mail: MailRecord,
    result: SendMailsResult,
    log: (msg: string, extra: Record<string, unknown>) => void,
  ) {
    const now = clock();
    if (!(await mails.claim(mail, new Date(now.getTime() + LEASE_MS).toISOString()))) return;
    const suppressed = await suppressions?.reasonFor(mail.to);
    if (suppressed) {
      // Mailing on after a hard bounce or a spam report costs the sender's reputation (SES reviews the account at 5 % / 0.1 %).
      await mails.markFailed(
        mail.id,
        mail.attempts,
        `Not sent: SES reported a ${suppressed} for this address`,
        'failed',
        clock().toISOString(),
      );
      result.suppressed++;
      log('Mail not sent to a suppressed address', { mailId: mail.id, kind: mail.kind, reason: suppressed });
      return;
    }
    try {
      const { messageId } = await provider.send({
        id: mail.id,
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mails.markSent(mail.id, clock().toISOString(), messageId);
      result.sent++;
      mailSent(mail.kind);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const giveUp = attempts >= MAX_MAIL_ATTEMPTS;
      await mails.markFailed(
        mail.id,
        attempts,
        message,
        giveUp ? 'failed' : 'pending',
        new Date(clock().getTime() + (giveUp ? 0 : retryDelayMs(attempts))).toISOString(),
      );
      if (giveUp) {
        result.failed++;
        mailFailed(mail.kind);
      } else result.retried++;
      log(giveUp ? 'Mail failed for good' : 'Mail send failed, will retry', {
        mailId: mail.id,
        kind: mail.kind,
        attempts,
        error: message,
      });
    }
  }

  return {
    async run(log: (msg: string, extra: Record<string, unknown>) => void = () => undefined): Promise<SendMailsResult> {
      const result: SendMailsResult = { sent: 0, retried: 0, failed: 0, suppressed: 0 };
      const due = await mails.listDue(clock().toISOString(), batchSize);
      for (const mail of due) await deliver(mail, result, log);
      return result;
    },
  };
}
