import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditEntryView } from '@shared/schemas/accounts';
import { errorCodeOf } from '@shared/api/error-codes';
import { ApiError, errorText } from '../../../web/src/lib/api-client';
import { formatDate, formatDateTime, formatDay, formatDaysIn } from '../../../web/src/lib/dates';
import { browserLanguage, i18n } from '../../../web/src/lib/i18n';
import { localDecimal } from '../../../web/src/lib/numbers';
import { ledgerLine } from '../../../web/src/features/credits/lib/ledger-line';
import { translations } from '../support/render';

beforeAll(async () => {
  await i18n.init({
    lng: 'pl',
    fallbackLng: 'en',
    resources: { en: { translation: translations('en') }, pl: { translation: translations('pl') } },
    interpolation: { escapeValue: false },
  });
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const entry = (over: Partial<CreditEntryView>): CreditEntryView => ({
  type: 'week',
  amount: -1,
  description: 'Training week from 2026-11-30',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('texts in the reader language', () => {
  it('translates a server error by its code and falls back to its text', async () => {
    const coded = new ApiError(
      401,
      {
        message: 'Invalid email or password',
        error: 'Invalid email or password',
        code: errorCodeOf('Invalid email or password'),
      },
      '',
    );
    expect(errorText(coded)).toBe('Nieprawidłowy e-mail lub hasło');
    await i18n.changeLanguage('en');
    expect(errorText(coded)).toBe('Invalid email or password');
    await i18n.changeLanguage('pl');
    expect(
      errorText(
        new ApiError(409, { message: 'Some new conflict', error: 'Some new conflict', code: 'not_a_known_code' }, ''),
      ),
    ).toBe('Some new conflict');
    expect(errorText(new ApiError(400, { message: 'Weight must be between 20 and 300 kg' }, ''))).toBe(
      'Weight must be between 20 and 300 kg',
    );
  });

  it('gives every error code a text in both languages', () => {
    const [en, pl] = [translations('en'), translations('pl')].map((t) => t.serverErrors as Record<string, string>);
    for (const message of [
      'Invalid email or password',
      'Insufficient credits',
      'An account with this email already exists',
      'Internal server error',
    ]) {
      const code = errorCodeOf(message)!;
      expect(en![code], code).toBeTruthy();
      expect(pl![code], code).toBeTruthy();
    }
  });

  it('renders ledger lines from their code and parameters, and old rows as written', () => {
    const t = i18n.t.bind(i18n);
    expect(ledgerLine(entry({ descriptionParams: { firstDay: '2026-11-30' } }), t)).toBe(
      'Tydzień treningowy od 30/11/2026',
    );
    expect(ledgerLine(entry({ type: 'trial', amount: 1, description: 'Free trial week' }), t)).toBe(
      'Darmowy tydzień próbny',
    );
    expect(
      ledgerLine(
        entry({
          type: 'purchase',
          amount: 4,
          description: 'Purchase: Premium (4 credits)',
          descriptionParams: { product: 'Premium', credits: 4 },
        }),
        t,
      ),
    ).toBe('Zakup: Premium (kredyty: 4)');
    expect(ledgerLine(entry({}), t)).toBe('Training week from 2026-11-30');
  });

  it('writes one date style, dd/mm/yyyy, and decimal commas in Polish', () => {
    expect(formatDay('2026-11-30')).toBe('30/11/2026');
    expect(formatDate('2026-11-30')).toBe('30/11/2026');
    expect(formatDateTime(new Date(2026, 10, 30, 7, 5).toISOString())).toBe('30/11/2026 07:05');
    expect(formatDaysIn('Moved from 2026-11-30 to 2026-12-01.')).toBe('Moved from 30/11/2026 to 01/12/2026.');
    expect(localDecimal('40.0', 'pl')).toBe('40,0');
    expect(localDecimal('40.0', 'en')).toBe('40.0');
  });

  it('takes the browser language on a first visit', () => {
    expect(browserLanguage(['pl-PL', 'en-US'])).toBe('pl');
    expect(browserLanguage(['de-DE', 'en-GB', 'pl'])).toBe('en');
    expect(browserLanguage(['de-DE'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
