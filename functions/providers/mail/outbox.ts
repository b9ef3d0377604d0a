import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toEml } from './eml';
import type { MailProvider, OutgoingMail } from './port';

/** The local transport: each mail becomes `<dir>/<id>.eml`, written atomically (temp file, then rename). */
export function createOutboxMailProvider(dir: string, clock: () => Date = () => new Date()): MailProvider {
  return {
    async send(mail: OutgoingMail) {
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${mail.id}.eml`);
      await writeFile(`${path}.tmp`, toEml(mail, clock()), 'utf8');
      await rename(`${path}.tmp`, path);
      return { messageId: `outbox:${mail.id}` };
    },
  };
}
