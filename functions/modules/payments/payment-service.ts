import { randomUUID } from 'node:crypto';
import { PAYMENT_PRODUCTS, purchaseDescription, type PaymentProduct } from '@shared/payments/products';
import type { CheckoutInput, CheckoutView, PaymentProductView, PaymentStatusView } from '@shared/schemas/payments';
import { badGateway, badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { creditsMoved } from '../../lib/metrics/business-metrics';
import type { Clock } from '../../lib/clock';
import type { PaymentEvent, PaymentProvider } from '../../providers/payments/port';
import type { UserRepository } from '../accounts/user-repository';
import type { MailQueue } from '../mail/mail-queue';
import type { RateLimiter } from '../accounts/rate-limiter';
import { userBuckets } from '../accounts/limits';
import { receiptMail } from '../mail/templates';
import { toPaymentStatusView, type PaymentRecord } from './payment-record';
import type { ProductRepository } from './product-repository';
import type { TransactionRepository } from './transaction-repository';

/** Checkouts expire after 30 minutes; more than this many open at once is someone clicking Buy in a loop. */
const CHECKOUT_MINUTES = 30;
/** Counted atomically before the transaction is written: parallel clicks cannot open more than five. */
const CHECKOUTS = { limit: 5, windowSeconds: CHECKOUT_MINUTES * 60 };
/**
 * The expiry sent to Stripe: one minute over its minimum ("30 minutes to 24 hours after creation"), because the
 * session is created a moment after this is computed, and an expiry that arrives 1799.x s ahead is refused.
 */
export const CHECKOUT_EXPIRY_SECONDS = (CHECKOUT_MINUTES + 1) * 60;

export interface PaymentDeps {
  products: ProductRepository;
  transactions: TransactionRepository;
  users: Pick<UserRepository, 'findById'>;
  mails: MailQueue;
  limiter: Pick<RateLimiter, 'reserve'>;
  /** Built on first use: the products and status calls work without provider configuration. */
  provider: () => Promise<PaymentProvider>;
  appUrl: string;
  clock: Clock;
}

export function createPaymentService(deps: PaymentDeps) {
  const { transactions, clock } = deps;
  const now = () => clock().toISOString();

  async function products(): Promise<PaymentProduct[]> {
    const stored = await deps.products.list();
    return stored.length > 0 ? stored : [...PAYMENT_PRODUCTS];
  }

  /**
   * Our transaction for an event. A refund is matched by its payment intent (stored when the checkout completed):
   * Stripe copies payment_intent_data.metadata to the charge, but a charge without it must still find its payment.
   * Then by the metadata we put on the session, else by the session lookup item.
   */
  async function transactionFor(event: {
    transactionId: string | null;
    userId: string | null;
    checkoutSessionId?: string;
    paymentIntentId?: string | null;
    kind: string;
  }): Promise<PaymentRecord | null> {
    if (event.kind === 'refunded' && event.paymentIntentId) {
      const byIntent = await transactions.findByPaymentIntent(event.paymentIntentId);
      if (byIntent) return transactions.get(byIntent.userId, byIntent.transactionId);
    }
    if (event.transactionId && event.userId) return transactions.get(event.userId, event.transactionId);
    const found = event.checkoutSessionId ? await transactions.findBySession(event.checkoutSessionId) : null;
    return found ? transactions.get(found.userId, found.transactionId) : null;
  }

  async function grant(record: PaymentRecord, event: Extract<PaymentEvent, { kind: 'paid' }>): Promise<void> {
    if (event.amount !== record.amount || event.currency !== record.currency) {
      logger.error('Payment amount or currency does not match the transaction: not granted', {
        transactionId: record.id,
        expected: `${record.amount} ${record.currency}`,
        received: `${event.amount} ${event.currency}`,
      });
      await transactions.setStatus(record, ['pending', 'cancelled'], 'failed', now(), 'Amount mismatch');
      return;
    }
    if (event.paymentIntentId) await transactions.attachPaymentIntent(record, event.paymentIntentId, now());
    const entry = {
      id: `purchase-${record.id}`,
      type: 'purchase',
      amount: record.credits,
      description: purchaseDescription({ name: record.productName, credits: record.credits }),
      descriptionParams: { product: record.productName, credits: record.credits },
      createdAt: now(),
      paymentTransactionId: record.id,
    };
    const granted = await transactions.grant(record, entry, now());
    if (!granted) return;
    creditsMoved(entry);
    const user = await deps.users.findById(record.userId);
    if (user)
      await deps.mails.enqueue(
        user.email,
        'receipt',
        receiptMail(user.lang, deps.appUrl, {
          product: record.productName,
          credits: record.credits,
          amount: record.amount,
          currency: record.currency,
        }),
      );
  }

  async function refund(record: PaymentRecord, event: Extract<PaymentEvent, { kind: 'refunded' }>): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = attempt === 0 ? record : await transactions.get(record.userId, record.id);
      if (!current || !['completed', 'refunded'].includes(current.status)) return;
      const share = event.amount > 0 ? Math.min(1, event.amountRefunded / event.amount) : 1;
      const owed = Math.round(current.credits * share) - (current.refundedCredits ?? 0);
      if (owed <= 0) return;
      const user = await deps.users.findById(current.userId);
      const take = Math.min(owed, user?.credits ?? 0);
      const total = (current.refundedCredits ?? 0) + owed;
      const entry = {
        id: `refund-${current.id}-${total}`,
        type: 'refund',
        amount: 0 - take,
        description: `Refund: ${current.productName} (${current.credits} credits)`,
        descriptionParams: { product: current.productName, credits: current.credits },
        createdAt: now(),
        paymentTransactionId: current.id,
      };
      if ((await transactions.takeBack(current, take, total, entry, share >= 1, now())) === 'done') {
        creditsMoved(entry);
        return;
      }
    }
    throw new Error(`Could not record the refund of payment ${record.id}`);
  }

  return {
    async products(): Promise<PaymentProductView[]> {
      return products();
    },

    async checkout(userId: string, input: CheckoutInput): Promise<CheckoutView> {
      const product = (await products()).find((p) => p.id === input.productId);
      if (!product) throw badRequest('Unknown product', [{ path: 'productId', message: 'Unknown product' }]);
      const amount = product.prices[input.currency];
      if (!amount)
        throw badRequest('This product is not sold in that currency', [
          { path: 'currency', message: 'Unsupported currency' },
        ]);
      const user = await deps.users.findById(userId);
      if (!user) throw notFound('User not found');
      const slot = await deps.limiter.reserve(userBuckets.checkouts(userId), CHECKOUTS);
      if (!slot)
        throw tooManyRequests('You have too many payments in progress. Finish one or try again in 30 minutes.');

      const created = now();
      const record: PaymentRecord = {
        id: randomUUID(),
        userId,
        productId: product.id,
        productName: product.name,
        credits: product.credits,
        amount,
        currency: input.currency,
        status: 'pending',
        createdAt: created,
        updatedAt: created,
      };
      await transactions.create(record);
      const base = deps.appUrl.replace(/\/+$/, '');
      let session;
      try {
        session = await (
          await deps.provider()
        ).createCheckout({
          transactionId: record.id,
          userId,
          email: user.email,
          lang: user.lang,
          productName: product.name,
          credits: product.credits,
          amount,
          currency: input.currency,
          successUrl: `${base}/payment-status?id=${record.id}`,
          cancelUrl: `${base}/get-credits?checkout=canceled`,
          expiresAt: Math.floor(clock().getTime() / 1000) + CHECKOUT_EXPIRY_SECONDS,
        });
      } catch (error) {
        logger.error('The payment provider refused the checkout', {
          transactionId: record.id,
          error: (error as Error).message,
        });
        await transactions.setStatus(record, ['pending'], 'failed', now(), 'Checkout could not be created');
        await slot.release();
        throw badGateway('The payment provider is not available right now. Please try again in a moment.');
      }
      await transactions.attachSession(record, session.checkoutSessionId, now());
      return { transactionId: record.id, url: session.url };
    },

    async status(userId: string, transactionId: string): Promise<PaymentStatusView> {
      const record = await transactions.get(userId, transactionId);
      if (!record) throw notFound('Transaction not found');
      return toPaymentStatusView(record);
    },

    /** One verified provider event; replays and events in any order change nothing twice. */
    async handleEvent(event: PaymentEvent): Promise<void> {
      if (event.kind === 'ignored') return;
      const record = await transactionFor(event);
      if (!record) {
        logger.warn('Payment event for an unknown transaction', { eventId: event.eventId, kind: event.kind });
        return;
      }
      if (event.kind === 'paid') return grant(record, event);
      if (event.kind === 'failed')
        return void (await transactions.setStatus(record, ['pending'], 'failed', now(), 'The payment failed'));
      if (event.kind === 'expired') return void (await transactions.setStatus(record, ['pending'], 'cancelled', now()));
      if (event.kind === 'refunded') return refund(record, event);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
