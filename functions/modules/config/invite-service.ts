import { randomToken, sha256 } from '../../lib/crypto';
import type { Clock } from '../../lib/clock';
import type { Language } from '@shared/schemas/common';
import type { MailQueue } from '../mail/mail-queue';
import { inviteLink, inviteMail } from '../mail/templates';
import type { InviteRepository } from './invite-repository';

export interface InviteDeps {
  invites: InviteRepository;
  mailQueue: MailQueue;
  clock: Clock;
  appUrl: string;
}

/** Issues an invite code for one email and queues the invite mail (the admin area calls this). */
export function createInviteService({ invites, mailQueue, clock, appUrl }: InviteDeps) {
  return {
    async createInvite(email: string, lang: Language = 'en'): Promise<{ mailId: string }> {
      const normalized = email.trim().toLowerCase();
      const code = randomToken();
      await invites.put(sha256(code), normalized);
      const mailId = await mailQueue.enqueue(
        normalized,
        'invite',
        inviteMail(lang, inviteLink(appUrl, normalized, code), code),
      );
      await invites.markBetaTesterInvited(normalized, clock().toISOString());
      return { mailId };
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
