import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetEnvCache } from '../../functions/lib/env';

/**
 * One outbox for every integration file of a run (keyed by the run's DynamoDB Local port), so whichever file runs
 * the mail job, the mail lands here, and old runs' files are never read.
 */
const runKey = () => new URL(process.env.AWS_ENDPOINT_URL_DYNAMODB ?? 'http://localhost:0').port || 'default';
export const TEST_DATA_DIR = join(tmpdir(), `tricoach-integration-${runKey()}`);
export const TEST_OUTBOX = join(TEST_DATA_DIR, 'outbox');

export function useTestOutbox(): void {
  process.env.DATA_DIR = TEST_DATA_DIR;
  process.env.MAIL_TRANSPORT = 'outbox';
  resetEnvCache();
}

export interface ParsedEml {
  file: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
}

/** Splits a multipart/alternative message written by the outbox transport and decodes its base64 parts. */
export function parseEml(raw: string, file = ''): ParsedEml {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head!.split('\r\n')) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  const boundary = /boundary="([^"]+)"/.exec(headers['content-type'] ?? '')![1]!;
  const body = rest.join('\r\n\r\n');
  const parts = body.split(`--${boundary}`).slice(1, -1);
  const decode = (type: string) => {
    const part = parts.find((p) => p.includes(`Content-Type: ${type}`))!;
    const content = part.split('\r\n\r\n').slice(1).join('').replace(/\r\n/g, '');
    return Buffer.from(content, 'base64').toString('utf8');
  };
  return { file, headers, text: decode('text/plain'), html: decode('text/html'), raw };
}

/** Runs the real mail job until a mail to `email` appears in the outbox (newest match). */
export async function waitForMailTo(
  email: string,
  { kindText, timeoutMs = 15_000 }: { kindText?: string; timeoutMs?: number } = {},
): Promise<ParsedEml> {
  const { handler } = await import('../../functions/jobs/send-mails');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await handler();
    const files = await readdir(TEST_OUTBOX).catch(() => [] as string[]);
    const found: ParsedEml[] = [];
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const raw = await readFile(join(TEST_OUTBOX, file), 'utf8');
      if (!raw.includes(`\r\nTo: ${email}\r\n`)) continue;
      const mail = parseEml(raw, file);
      if (!kindText || mail.text.includes(kindText)) found.push(mail);
    }
    if (found.length > 0) return found.sort((a, b) => Date.parse(b.headers.date!) - Date.parse(a.headers.date!))[0]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${email} in ${TEST_OUTBOX}`);
}

/** Runs the real mail job until a mail to `email` appears that is not one of `seen` (the mails before some action). */
export async function waitForNewMailTo(
  email: string,
  seen: readonly ParsedEml[],
  timeoutMs = 15_000,
): Promise<ParsedEml> {
  const { handler } = await import('../../functions/jobs/send-mails');
  const known = new Set(seen.map((mail) => mail.file));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await handler();
    const fresh = (await mailsTo(email)).find((mail) => !known.has(mail.file));
    if (fresh) return fresh;
    if (Date.now() > deadline) throw new Error(`No new mail to ${email} in ${TEST_OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function mailsTo(email: string): Promise<ParsedEml[]> {
  const files = await readdir(TEST_OUTBOX).catch(() => [] as string[]);
  const out: ParsedEml[] = [];
  for (const file of files.filter((f) => f.endsWith('.eml'))) {
    const raw = await readFile(join(TEST_OUTBOX, file), 'utf8');
    if (raw.includes(`\r\nTo: ${email}\r\n`)) out.push(parseEml(raw, file));
  }
  return out;
}

export const tokenFrom = (mail: ParsedEml) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
