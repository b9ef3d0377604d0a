import type { Language } from '@shared/schemas/common';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

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

const receiptTexts = {
  en: {
    subject: 'Your Tricoach receipt',
    intro: (product: string, credits: number, price: string) =>
      `Thank you for your purchase: ${product}, ${credits} credits, ${price}.`,
    use: 'Each credit creates one training week. Your credits are in your account now.',
    action: 'Go to your dashboard',
    help: 'Keep this email as your receipt. Questions about a payment? Reply to this email.',
  },
  pl: {
    subject: 'Potwierdzenie zakupu w Tricoach',
    intro: (product: string, credits: number, price: string) =>
      `Dziękujemy za zakup: ${product}, kredyty: ${credits}, ${price}.`,
    use: 'Każdy kredyt tworzy jeden tydzień treningowy. Kredyty są już na Twoim koncie.',
    action: 'Przejdź do panelu',
    help: 'Zachowaj tę wiadomość jako potwierdzenie. Pytania o płatność? Odpowiedz na tę wiadomość.',
  },
} as const;

export function formatMoney(lang: Language, minorUnits: number, currency: string): string {
  return new Intl.NumberFormat(lang === 'pl' ? 'pl-PL' : 'en-US', { style: 'currency', currency }).format(
    minorUnits / 100,
  );
}

export function receiptMail(
  lang: Language,
  appUrl: string,
  purchase: { product: string; credits: number; amount: number; currency: string },
): MailContent {
  const t = receiptTexts[lang] ?? receiptTexts.en;
  const intro = t.intro(purchase.product, purchase.credits, formatMoney(lang, purchase.amount, purchase.currency));
  const link = `${appUrl.replace(/\/+$/, '')}/dashboard`;
  return {
    subject: t.subject,
    text: [intro, t.use, '', `${t.action}: ${link}`, '', t.help].join('\n'),
    html: layout([intro, t.use], { href: link, label: t.action }, [t.help]),
  };
}
