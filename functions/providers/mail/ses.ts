import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailProvider, OutgoingMail } from './port';

/** SES v2 SendEmail with simple (text + HTML) content. */
export function createSesMailProvider(
  client: SESv2Client = new SESv2Client({}),
  configurationSetName?: string,
): MailProvider {
  return {
    async send(mail: OutgoingMail) {
      const result = await client.send(
        new SendEmailCommand({
          FromEmailAddress: mail.from,
          Destination: { ToAddresses: [mail.to] },
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
            },
          },
          ...(configurationSetName ? { ConfigurationSetName: configurationSetName } : {}),
        }),
      );
      if (!result.MessageId) throw new Error('SES accepted the mail without a message id');
      return { messageId: result.MessageId };
    },
  };
}
