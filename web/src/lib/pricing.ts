export type Currency = 'EUR' | 'USD' | 'PLN';
export const CURRENCIES: readonly Currency[] = ['EUR', 'USD', 'PLN'];
export const RATES: Record<Currency, number> = { EUR: 1, USD: 1.1, PLN: 4.32 };
export const SYMBOLS: Record<Currency, string> = { EUR: '€', USD: '$', PLN: 'zł' };

export const PLANS = [
  { id: 'free', euro: 0, weeks: null },
  { id: 'premium', euro: 10, weeks: 4 },
  { id: 'ultra', euro: 50, weeks: 22 },
] as const;

/** Euro base price in another currency, rounded to whole units. */
export function convertPrice(euro: number, currency: Currency): number {
  return Math.round(euro * RATES[currency]);
}

/** The amount with its symbol after it: "43 zł". */
export function formatPrice(euro: number, currency: Currency): string {
  return `${convertPrice(euro, currency)} ${SYMBOLS[currency]}`;
}
