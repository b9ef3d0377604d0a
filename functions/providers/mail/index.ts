import { join } from 'node:path';
import type { AppEnv } from '../../lib/env';
import { createOutboxMailProvider } from './outbox';
import type { MailProvider } from './port';
import { createSesMailProvider } from './ses';

export type { MailProvider, OutgoingMail } from './port';

/** MAIL_TRANSPORT picks the transport: SES in the cloud, `.eml` files under DATA_DIR/outbox locally. */
export function mailProviderFromEnv(config: Pick<AppEnv, 'MAIL_TRANSPORT' | 'DATA_DIR'>): MailProvider {
  if (config.MAIL_TRANSPORT === 'ses')
    return createSesMailProvider(undefined, process.env.SES_CONFIGURATION_SET || undefined);
  return createOutboxMailProvider(outboxDir(config.DATA_DIR));
}

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');
