import type { Context, SNSEvent } from 'aws-lambda';
import { createPlatform } from '../composition/platform';
import { logger, withLogContext } from '../lib/logger';
import { suppressionsOf } from '../modules/mail/mail-feedback';
import { createMailSuppressions } from '../modules/mail/mail-suppression';

/**
 * SES's bounces and complaints (the configuration set's event destination, through SNS): the athletes' addresses
 * SES says to stop mailing are marked suppressed, and the mail job skips them. A record that is not JSON is logged
 * and dropped (SNS would only deliver it again); a table error throws, so SNS retries the delivery.
 */
export const handler = (event: SNSEvent, context?: Pick<Context, 'awsRequestId'>) =>
  withLogContext({ worker: 'mail-feedback', requestId: context?.awsRequestId }, async () => {
    const suppressions = createMailSuppressions(createPlatform().db);
    let marked = 0;
    for (const record of event.Records ?? []) {
      let message: unknown;
      try {
        message = JSON.parse(record.Sns.Message);
      } catch {
        logger.warn('SES notification is not JSON; dropped', { messageId: record.Sns.MessageId });
        continue;
      }
      for (const suppression of suppressionsOf(message, record.Sns.Timestamp)) {
        // Never the address itself in the logs: the reason and SES's report id say enough.
        if (await suppressions.suppress(suppression)) marked++;
        else
          logger.info('SES feedback for an address no athlete has', {
            reason: suppression.reason,
            feedbackId: suppression.feedbackId,
          });
      }
    }
    if (marked) logger.info('Addresses suppressed after SES feedback', { marked });
    return { marked };
  });
