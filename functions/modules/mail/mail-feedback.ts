/**
 * SES's bounce and complaint records, as its configuration set's event destination publishes them to SNS
 * (`eventType`), or as identity feedback notifications (`notificationType`): docs.aws.amazon.com/ses/latest/dg/
 * event-publishing-retrieving-sns-contents.html and .../notification-contents.html. SES may add fields: unknown ones
 * are ignored.
 */
export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  /** SES's feedbackId: which report it was. */
  feedbackId: string | null;
  at: string;
}

interface Recipient {
  emailAddress?: unknown;
}

interface SesRecord {
  eventType?: unknown;
  notificationType?: unknown;
  bounce?: { bounceType?: unknown; bouncedRecipients?: Recipient[]; feedbackId?: unknown; timestamp?: unknown };
  complaint?: { complainedRecipients?: Recipient[]; feedbackId?: unknown; timestamp?: unknown };
}

const addresses = (recipients: unknown): string[] =>
  (Array.isArray(recipients) ? (recipients as Recipient[]) : []).flatMap((r) =>
    typeof r?.emailAddress === 'string' && r.emailAddress.includes('@') ? [r.emailAddress.trim().toLowerCase()] : [],
  );

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The addresses one SES record says to stop mailing: every complaint, and permanent bounces only (a transient bounce,
 * a full mailbox, may deliver next time; `Undetermined` is not a verdict either). Anything else: none.
 */
export function suppressionsOf(record: unknown, receivedAt: string): Suppression[] {
  if (!record || typeof record !== 'object') return [];
  const r = record as SesRecord;
  const type = text(r.eventType) ?? text(r.notificationType);
  if (type === 'Bounce' && r.bounce?.bounceType === 'Permanent') {
    return addresses(r.bounce.bouncedRecipients).map((email) => ({
      email,
      reason: 'bounce',
      feedbackId: text(r.bounce!.feedbackId),
      at: text(r.bounce!.timestamp) ?? receivedAt,
    }));
  }
  if (type === 'Complaint' && r.complaint) {
    return addresses(r.complaint.complainedRecipients).map((email) => ({
      email,
      reason: 'complaint',
      feedbackId: text(r.complaint!.feedbackId),
      at: text(r.complaint!.timestamp) ?? receivedAt,
    }));
  }
  return [];
}
