export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (reset, invite): logs and the admin view. */
  kind: string;
  status: MailStatus;
  attempts: number;
  dueAt: string;
  createdAt: string;
  sentAt?: string;
  lastError?: string;
  providerMessageId?: string;
}

export const MAX_MAIL_ATTEMPTS = 5;

/** Exponential backoff after the n-th failed attempt: 1, 2, 4, 8 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return 60_000 * 2 ** Math.max(0, failedAttempts - 1);
}
