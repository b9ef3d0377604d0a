import type { Language } from '../../../shared/schemas/common';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function layout(paragraphs: string[], link: { href: string; label: string }, after: string[]): string {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map(p),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    ...after.map(p),
    '</body></html>',
  ].join('\n');
}

const resetTexts = {
  en: {
    subject: 'Reset your Tricoach password',
    intro: 'Someone asked to reset the password of your Tricoach account.',
    action: 'Reset password',
    validity: 'The link is valid for 1 hour and can be used once.',
    ignore: 'If it was not you, ignore this email: your password stays the same.',
  },
  pl: {
    subject: 'Zresetuj hasło do Tricoach',
    intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Tricoach.',
    action: 'Zresetuj hasło',
    validity: 'Link jest ważny przez 1 godzinę i można go użyć tylko raz.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło się nie zmieni.',
  },
} as const;

const inviteTexts = {
  en: {
    subject: 'Your invitation to Tricoach',
    intro: 'You are invited to join Tricoach, the AI triathlon training planner.',
    code: 'Your invite code:',
    action: 'Create your account',
    validity: 'The code works only for this email address and is valid for 30 days.',
  },
  pl: {
    subject: 'Zaproszenie do Tricoach',
    intro: 'Zapraszamy Cię do Tricoach, planera treningów triathlonowych z AI.',
    code: 'Twój kod zaproszenia:',
    action: 'Załóż konto',
    validity: 'Kod działa tylko dla tego adresu e-mail i jest ważny przez 30 dni.',
  },
} as const;

/** The reset link is built from APP_URL (config), never from the request's Host header. */
export function resetLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

export function inviteLink(appUrl: string, email: string, code: string): string {
  const query = new URLSearchParams({ reg: '', email, invite: code }).toString();
  return `${appUrl.replace(/\/+$/, '')}/auth?${query}`;
}

export function resetPasswordMail(lang: Language, link: string): MailContent {
  const t = resetTexts[lang] ?? resetTexts.en;
  return {
    subject: t.subject,
    text: [t.intro, '', `${t.action}: ${link}`, '', t.validity, t.ignore].join('\n'),
    html: layout([t.intro], { href: link, label: t.action }, [t.validity, t.ignore]),
  };
}

export function inviteMail(lang: Language, link: string, code: string): MailContent {
  const t = inviteTexts[lang] ?? inviteTexts.en;
  return {
    subject: t.subject,
    text: [t.intro, '', `${t.code} ${code}`, '', `${t.action}: ${link}`, '', t.validity].join('\n'),
    html: layout([t.intro, `${t.code} ${code}`], { href: link, label: t.action }, [t.validity]),
  };
}
