import { describe, expect, it } from 'vitest';
import { inviteLink, inviteMail, resetLink, resetPasswordMail } from '../../../functions/modules/mail/templates';
import { encodeHeader, toEml } from '../../../functions/providers/mail/eml';
import { retryDelayMs, MAX_MAIL_ATTEMPTS } from '../../../functions/modules/mail/mail-record';

describe('mail templates', () => {
  it('builds the reset link from the app URL', () => {
    expect(resetLink('https://tricoach.app/', 'a_b-C')).toBe('https://tricoach.app/reset-password?token=a_b-C');
  });

  it('writes the reset mail in English and Polish with the link in text and HTML', () => {
    const link = resetLink('http://localhost:3000', 'tok');
    const en = resetPasswordMail('en', link);
    const pl = resetPasswordMail('pl', link);
    expect(en.subject).toBe('Reset your Tricoach password');
    expect(pl.subject).toBe('Zresetuj hasło do Tricoach');
    for (const mail of [en, pl]) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
    expect(en.text).toContain('valid for 1 hour');
    expect(pl.text).toContain('ważny przez 1 godzinę');
  });

  it('writes the invite mail with its code and a link prefilled for the email', () => {
    const link = inviteLink('http://localhost:3000', 'a+b@x.pl', 'CODE');
    expect(link).toBe('http://localhost:3000/auth?reg=&email=a%2Bb%40x.pl&invite=CODE');
    expect(inviteMail('en', link, 'CODE').text).toContain('Your invite code: CODE');
    expect(inviteMail('pl', link, 'CODE').text).toContain('Twój kod zaproszenia: CODE');
  });

  it('escapes HTML in links', () => {
    expect(resetPasswordMail('en', 'http://x/?a=1&b="2"').html).toContain('href="http://x/?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('.eml files', () => {
  it('encodes non-ASCII headers (RFC 2047) and keeps ASCII ones readable', () => {
    expect(encodeHeader('Hello')).toBe('Hello');
    expect(encodeHeader('Zresetuj hasło')).toBe(`=?UTF-8?B?${Buffer.from('Zresetuj hasło').toString('base64')}?=`);
  });

  it('is pure ASCII with CRLF line ends and lines under 78 characters in the body', () => {
    const eml = toEml(
      { id: 'm1', from: 'Trenér <c@t.app>', to: 'a@b.c', subject: 'Zażółć', text: 'ą'.repeat(500), html: '<p>ę</p>' },
      new Date('2030-01-02T03:04:05Z'),
    );
    expect(/[^\x00-\x7f]/.test(eml)).toBe(false);
    expect(eml).toContain('\r\nDate: Wed, 02 Jan 2030 03:04:05 +0000\r\n');
    expect(eml.startsWith(`From: =?UTF-8?B?${Buffer.from('Trenér').toString('base64')}?= <c@t.app>\r\n`)).toBe(true);
    expect(eml.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const body = eml.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    expect(body.split('\r\n').every((l) => l.length <= 78)).toBe(true);
  });
});

describe('mail retries', () => {
  it('backs off 1, 2, 4, 8 minutes and stops at 5 attempts', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(MAX_MAIL_ATTEMPTS).toBe(5);
  });
});
