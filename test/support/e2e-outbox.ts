import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads the .eml files an e2e stack's mail job wrote into <DATA_DIR>/outbox, decoding any MIME layout. */
export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  /** Decoded text of every leaf part (plain and html). */
  text: string;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index < 0 ? raw : raw.slice(0, index);
  const body = index < 0 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodePart(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map(decodePart)
      .join('\n');
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export function readStackOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const raw = readFileSync(join(dir, name), 'utf8');
      return { file: name, headers: splitHeaders(raw).headers, text: decodePart(raw) };
    });
}

/** Waits for the stack's mail job to write a message to `to`. */
export async function waitForStackMail(dataDir: string, to: string, timeoutMs = 30_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readStackOutbox(dataDir).find((m) => (m.headers.to ?? '').toLowerCase().includes(to.toLowerCase()));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dataDir}/outbox within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
