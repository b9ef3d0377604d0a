import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { createPlatform } from '../composition/platform';
import { createAccountDeps } from '../modules/accounts/compose';
import { createPasswordService } from '../modules/accounts/password-service';
import { createMailRepository } from '../modules/mail/mail-repository';
import { createMailSender } from '../modules/mail/send-mails';
import { createMailSuppressions } from '../modules/mail/mail-suppression';
import { mailProviderFromEnv } from '../providers/mail/index';
import { jobHandler } from './job-handler';

/** Scheduled job (EventBridge every minute; a timer in the local stack): turns forgot-password requests into reset mails, then delivers pending mails. */
export const handler = jobHandler('send-mails', async () => {
  const platform = createPlatform();
  const config = env();
  const resetMails = await createPasswordService(createAccountDeps(platform)).fulfilResetRequests();
  if (resetMails > 0) logger.info('Reset links queued', { count: resetMails });
  const sender = createMailSender({
    mails: createMailRepository(platform.db),
    provider: mailProviderFromEnv(config),
    clock: platform.clock,
    from: config.MAIL_FROM,
    suppressions: createMailSuppressions(platform.db),
  });
  const result = await sender.run((message, extra) => logger.warn(message, extra));
  if (result.sent + result.retried + result.failed + result.suppressed > 0)
    logger.info('Mail job finished', { ...result });
  return result;
});
