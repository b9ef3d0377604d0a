import { randomUUID } from 'node:crypto';
import type { OutgoingMail } from './port';

const CRLF = '\r\n';

/** RFC 2047 encoded-word for non-ASCII header text (Polish subjects). */
export function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Display names with non-ASCII text are encoded; the address part stays as is. */
function encodeAddress(address: string): string {
  const match = /^(.*)<([^>]+)>\s*$/.exec(address);
  if (!match) return address;
  return `${encodeHeader(match[1]!.trim())} <${match[2]}>`;
}

const base64Lines = (text: string) =>
  Buffer.from(text, 'utf8')
    .toString('base64')
    .replace(/.{1,76}/g, (line) => `${line}${CRLF}`);

/** A complete RFC 5322 message (MIME multipart/alternative, base64 parts, CRLF line ends). */
export function toEml(mail: OutgoingMail, date: Date, domain = 'tricoach.local'): string {
  const boundary = `=_tricoach_${randomUUID()}`;
  const headers = [
    `From: ${encodeAddress(mail.from)}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${mail.id}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=UTF-8`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(body),
    ].join(CRLF);
  return [...headers, '', part('text/plain', mail.text), part('text/html', mail.html), `--${boundary}--`, ''].join(
    CRLF,
  );
}
