/**
 * The credit packs on sale: the one source of their prices. The seed writes them as payment_products rows, the
 * checkout charges them and the landing shows them, so the three can never disagree. Amounts in minor units.
 */
export const CURRENCIES = ['EUR', 'USD', 'PLN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface PaymentProduct {
  id: string;
  name: string;
  credits: number;
  prices: Record<Currency, number>;
}

export const PAYMENT_PRODUCTS: readonly PaymentProduct[] = [
  { id: 'premium-4', name: 'Premium', credits: 4, prices: { EUR: 1000, USD: 1100, PLN: 4300 } },
  { id: 'ultra-22', name: 'Ultra', credits: 22, prices: { EUR: 5000, USD: 5500, PLN: 21600 } },
];

/** The ledger text of a purchase, e.g. 'Purchase: Premium (4 credits)'. */
export function purchaseDescription(product: Pick<PaymentProduct, 'name' | 'credits'>): string {
  return `Purchase: ${product.name} (${product.credits} credits)`;
}
