import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { createPlatform } from '../composition/platform';
import { createMailRepository } from '../modules/mail/mail-repository';
import { createMailSender } from '../modules/mail/send-mails';
import { mailProviderFromEnv } from '../providers/mail/index';

/** Scheduled job (EventBridge every minute; a timer in the local stack): delivers pending mails. */
export const handler = async () => {
  const platform = createPlatform();
  const config = env();
  const sender = createMailSender({ mails: createMailRepository(platform.db), provider: mailProviderFromEnv(config), clock: platform.clock, from: config.MAIL_FROM });
  const result = await sender.run((message, extra) => logger.warn(message, extra));
  if (result.sent + result.retried + result.failed > 0) logger.info('Mail job finished', { ...result });
  return result;
};
