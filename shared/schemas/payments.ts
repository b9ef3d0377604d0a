import * as z from 'zod';
import { CURRENCIES, type Currency } from '../payments/products';
import { idSchema } from './common';

export const currencySchema = z.enum(CURRENCIES, { error: 'Currency must be one of EUR, USD or PLN' });

export const checkoutBody = z
  .object({
    productId: z
      .string({ error: 'Product is required' })
      .trim()
      .min(1, 'Product is required')
      .max(50, 'Unknown product'),
    currency: currencySchema,
  })
  .strict();
export type CheckoutInput = z.infer<typeof checkoutBody>;

export const transactionParams = z.object({ transactionId: idSchema });

/** pending until the provider tells us; cancelled when the checkout expired; refunded after a refund. */
export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';

export interface PaymentProductView {
  id: string;
  name: string;
  credits: number;
  prices: Record<Currency, number>;
}

export interface CheckoutView {
  transactionId: string;
  url: string;
}

export interface PaymentStatusView {
  status: PaymentStatus;
  /** Minor units. */
  amount: number;
  currency: Currency;
  creditsAmount: number;
  /** Why a failed payment failed, when the provider said (the page shows it, else the generic message). */
  error?: string | null;
}
