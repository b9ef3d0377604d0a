import { CURRENCIES, PAYMENT_PRODUCTS, type Currency } from '@shared/payments/products';
import { numberFormat } from './intl';

export { CURRENCIES, type Currency };

const product = (id: string) => {
  const found = PAYMENT_PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown product ${id}`);
  return found;
};

/** The landing's plans: the free trial week and the credit packs on sale (their prices are the checkout's). */
export const PLANS = [
  { id: 'free', prices: { EUR: 0, USD: 0, PLN: 0 }, weeks: null },
  { id: 'premium', prices: product('premium-4').prices, weeks: product('premium-4').credits },
  { id: 'ultra', prices: product('ultra-22').prices, weeks: product('ultra-22').credits },
] as const;

/** The interface language's default currency: złoty for Polish, euro otherwise. */
export const defaultCurrency = (lang: string): Currency => (lang.startsWith('pl') ? 'PLN' : 'EUR');

/**
 * An amount in minor units, formatted with Intl in the interface language: '€10', '$11.00', '43 zł' in English,
 * '43,00 zł' in Polish. The złoty symbol always follows the amount (Polish usage, which English Intl data lacks).
 */
export function formatPrice(
  minorUnits: number,
  currency: Currency,
  lang: string,
  options: { wholeUnits?: boolean } = {},
): string {
  const digits = options.wholeUnits ? 0 : 2;
  const format = numberFormat(lang.startsWith('pl') ? 'pl-PL' : 'en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const parts = format.formatToParts(minorUnits / 100);
  if (currency !== 'PLN' || parts[0]?.type !== 'currency') return parts.map((p) => p.value).join('');
  const amount = parts
    .filter((p) => p.type !== 'currency' && p.type !== 'literal')
    .map((p) => p.value)
    .join('');
  return `${amount}\u00a0${parts[0].value}`;
}
