import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { MailRepository } from './mail-repository';
import type { MailContent } from './templates';

/** Services queue mails as pending rows; the send-mails job delivers them. */
export function createMailQueue(mails: MailRepository, clock: Clock) {
  return {
    async enqueue(to: string, kind: string, content: MailContent): Promise<string> {
      const now = clock().toISOString();
      const id = randomUUID();
      await mails.insert({ id, to, kind, ...content, status: 'pending', attempts: 0, dueAt: now, createdAt: now });
      return id;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
