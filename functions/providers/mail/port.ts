/** What the mail job hands to a transport. */
export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailProvider {
  /** Resolves with the provider's message id; throws when the mail was not accepted. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}
