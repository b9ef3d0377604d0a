import { sha256 } from '../../../lib/crypto';

/** OpenAI's safety_identifier: a stable hash of our user id, never the id or e-mail itself. */
export function safetyIdentifier(userId: string | undefined): string | undefined {
  return userId ? `tricoach-${sha256(`tricoach:${userId}`).slice(0, 32)}` : undefined;
}
