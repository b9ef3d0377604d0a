import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createTestUser, type TestUser } from '../../support/users';
import { call } from '../../support/handler-calls';
import { balance, ledger, rawItem } from '../../support/week-fixtures';
import { chargeRefundedEvent, deliver, sessionEvent, type SessionFields } from './stripe-events';
import { CHECKOUT_EXPIRY_SECONDS } from '../../../functions/modules/payments/payment-service';

const table = () => process.env.TABLE_NAME!;

async function checkout(user: TestUser, productId = 'premium-4', currency = 'PLN') {
  const res = await call(user.cookie, 'POST', '/api/payment/checkout', { productId, currency });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const row = await rawItem(keys.paymentTransaction(user.user.id, res.body.transactionId));
  const fields: SessionFields = {
    sessionId: String(row?.providerSessionId),
    transactionId: res.body.transactionId,
    userId: user.user.id,
    amount: Number(row?.amount),
    currency: String(row?.currency),
  };
  return { ...res.body, fields } as { transactionId: string; url: string; fields: SessionFields };
}

const status = async (user: TestUser, transactionId: string) =>
  (await call(user.cookie, 'GET', `/api/payment/status/${transactionId}`)).body;
const purchases = async (userId: string) => (await ledger(userId)).filter((e) => e.creditType === 'purchase');

async function pendingMailsTo(email: string) {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: '#to = :to',
      ExpressionAttributeNames: { '#to': 'to' },
      ExpressionAttributeValues: { ':pk': 'MAILS#pending', ':to': email },
    }),
  );
  return Items;
}

describe('products and checkout', () => {
  it('lists the two credit packs with prices in minor units', async () => {
    const res = await call('', 'GET', '/api/payment/products');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 'premium-4', name: 'Premium', credits: 4, prices: { EUR: 1000, USD: 1100, PLN: 4300 } },
      { id: 'ultra-22', name: 'Ultra', credits: 22, prices: { EUR: 5000, USD: 5500, PLN: 21600 } },
    ]);
  });

  it('creates a pending transaction and a hosted checkout at the server price', async () => {
    const user = await createTestUser({ lang: 'pl' });
    const { transactionId, url, fields } = await checkout(user, 'ultra-22', 'PLN');
    expect(url).toMatch(/\/sandbox\/checkout\/cs_test_/);
    expect(fields.amount).toBe(21600);
    expect(await status(user, transactionId)).toEqual({
      status: 'pending',
      amount: 21600,
      currency: 'PLN',
      creditsAmount: 22,
    });
    const session = await fetch(`${process.env.STRIPE_API_URL}/v1/checkout/sessions/${fields.sessionId}`, {
      headers: { authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` },
    }).then((r) => r.json());
    expect(session).toMatchObject({
      amount_total: 21600,
      currency: 'pln',
      client_reference_id: transactionId,
      customer_email: user.email,
      locale: 'pl',
      metadata: { transactionId, userId: user.user.id },
    });
    expect(session.success_url).toBe(`http://localhost:3000/payment-status?id=${transactionId}`);
    expect(session.cancel_url).toBe('http://localhost:3000/get-credits?checkout=canceled');
  });

  it('asks Stripe for an expiry a minute past its 30-minute minimum, which the fake checks as strictly as Stripe', async () => {
    const user = await createTestUser();
    const before = Math.floor(Date.now() / 1000);
    const { fields } = await checkout(user);
    const session = await fetch(`${process.env.STRIPE_API_URL}/v1/checkout/sessions/${fields.sessionId}`, {
      headers: { authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` },
    }).then((r) => r.json());
    expect(session.expires_at - before).toBeGreaterThanOrEqual(CHECKOUT_EXPIRY_SECONDS);
    expect(session.expires_at - before).toBeLessThanOrEqual(CHECKOUT_EXPIRY_SECONDS + 5);

    const create = (expiresAt: number) =>
      fetch(`${process.env.STRIPE_API_URL}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          mode: 'payment',
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][currency]': 'eur',
          'line_items[0][price_data][unit_amount]': '500',
          'line_items[0][price_data][product_data][name]': 'Test',
          success_url: 'https://example.com/ok',
          cancel_url: 'https://example.com/cancel',
          expires_at: String(expiresAt),
        }),
      });
    const now = Math.floor(Date.now() / 1000);
    // What the old code sent (now + 1800 computed a moment before the call) is under Stripe's minimum: refused.
    expect((await create(now + 30 * 60 - 1)).status).toBe(400);
    expect((await create(now + 24 * 3600 + 60)).status).toBe(400);
    expect((await create(now + 31 * 60)).status).toBe(200);
  });

  it('refuses an unknown product, a currency it does not sell, and an amount from the client', async () => {
    const user = await createTestUser();
    const unknown = await call(user.cookie, 'POST', '/api/payment/checkout', {
      productId: 'free-100',
      currency: 'EUR',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown product');
    expect(
      (await call(user.cookie, 'POST', '/api/payment/checkout', { productId: 'premium-4', currency: 'GBP' })).status,
    ).toBe(400);
    expect(
      (await call(user.cookie, 'POST', '/api/payment/checkout', { productId: 'premium-4', currency: 'EUR', amount: 1 }))
        .status,
    ).toBe(400);
  });

  it('allows at most 5 checkouts in progress per athlete', async () => {
    const user = await createTestUser();
    for (let i = 0; i < 5; i++) await checkout(user, 'premium-4', 'EUR');
    const sixth = await call(user.cookie, 'POST', '/api/payment/checkout', { productId: 'premium-4', currency: 'EUR' });
    expect(sixth.status).toBe(429);
  });

  it("answers 404 for another athlete's transaction, exactly as for a missing one", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const { transactionId } = await checkout(owner);
    const res = await call(other.cookie, 'GET', `/api/payment/status/${transactionId}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Transaction not found');
  });
});

describe('webhook', () => {
  it('grants the credits exactly once under 20 concurrent deliveries of the same event, with a ledger entry and a receipt', async () => {
    const user = await createTestUser();
    const { transactionId, fields } = await checkout(user);
    const payload = sessionEvent('checkout.session.completed', fields);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await balance(user.user.id)).toBe(1 + 4);
    expect((await purchases(user.user.id)).map((e) => [e.amount, e.description])).toEqual([
      [4, 'Purchase: Premium (4 credits)'],
    ]);
    expect(await status(user, transactionId)).toEqual({
      status: 'completed',
      amount: 4300,
      currency: 'PLN',
      creditsAmount: 4,
    });
    expect((await pendingMailsTo(user.email)).map((m) => m.kind)).toEqual(['receipt']);
  });

  it('answers replays after completion with 200 and grants nothing', async () => {
    const user = await createTestUser();
    const { fields } = await checkout(user);
    expect((await deliver(sessionEvent('checkout.session.completed', fields))).status).toBe(200);
    expect((await deliver(sessionEvent('checkout.session.completed', fields))).status).toBe(200);
    expect((await deliver(sessionEvent('checkout.session.async_payment_succeeded', fields))).status).toBe(200);
    expect(await balance(user.user.id)).toBe(5);
  });

  it('cancels an expired checkout, and a late payment for it still grants once', async () => {
    const user = await createTestUser();
    const { transactionId, fields } = await checkout(user);
    await deliver(sessionEvent('checkout.session.expired', fields));
    expect((await status(user, transactionId)).status).toBe('cancelled');
    await deliver(sessionEvent('checkout.session.completed', fields));
    await deliver(sessionEvent('checkout.session.expired', fields));
    expect((await status(user, transactionId)).status).toBe('completed');
    expect(await balance(user.user.id)).toBe(5);
  });

  it('waits for an asynchronous payment, then grants it; a failed one grants nothing', async () => {
    const user = await createTestUser();
    const later = await checkout(user);
    await deliver(sessionEvent('checkout.session.completed', { ...later.fields, paid: false }));
    expect((await status(user, later.transactionId)).status).toBe('pending');
    await deliver(sessionEvent('checkout.session.async_payment_succeeded', later.fields));
    expect((await status(user, later.transactionId)).status).toBe('completed');

    const failing = await checkout(user, 'ultra-22', 'USD');
    await deliver(sessionEvent('checkout.session.completed', { ...failing.fields, paid: false }));
    await deliver(sessionEvent('checkout.session.async_payment_failed', failing.fields));
    expect(await status(user, failing.transactionId)).toEqual({
      status: 'failed',
      amount: 5500,
      currency: 'USD',
      creditsAmount: 22,
      error: 'The payment failed',
    });
    expect(await balance(user.user.id)).toBe(5);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const user = await createTestUser();
    const { transactionId, fields } = await checkout(user);
    const forged = await deliver(sessionEvent('checkout.session.completed', fields), 'whsec_not_the_endpoint_secret');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid webhook signature');
    const unsigned = await deliver(
      sessionEvent('checkout.session.completed', fields).replace('"paid"', '"paid" '),
      'whsec_x',
    );
    expect(unsigned.status).toBe(400);
    expect((await status(user, transactionId)).status).toBe('pending');
    expect(await balance(user.user.id)).toBe(1);
  });

  it('marks a payment with the wrong amount or currency failed and grants nothing', async () => {
    const user = await createTestUser();
    const cheap = await checkout(user);
    await deliver(sessionEvent('checkout.session.completed', { ...cheap.fields, amount: 50 }));
    const otherCurrency = await checkout(user);
    await deliver(sessionEvent('checkout.session.completed', { ...otherCurrency.fields, currency: 'EUR' }));
    expect((await status(user, cheap.transactionId)).status).toBe('failed');
    expect((await status(user, otherCurrency.transactionId)).status).toBe('failed');
    expect(await balance(user.user.id)).toBe(1);
  });

  it('answers 200 to an event for a transaction it does not know, and ignores event types it does not handle', async () => {
    const res = await deliver(
      sessionEvent('checkout.session.completed', {
        sessionId: 'cs_test_unknown',
        transactionId: 'no-such-tx',
        userId: 'no-such-user',
        amount: 4300,
        currency: 'PLN',
      }),
    );
    expect(res.status).toBe(200);
    expect(
      (
        await deliver(
          JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } }),
        )
      ).status,
    ).toBe(200);
  });

  it('takes back only the refunded credits still unused, never below zero, with a ledger entry', async () => {
    const user = await createTestUser();
    const { transactionId, fields } = await checkout(user);
    await deliver(sessionEvent('checkout.session.completed', fields));
    // The athlete spent 3 of the 5 credits.
    await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.user(user.user.id),
        UpdateExpression: 'SET credits = :c',
        ExpressionAttributeValues: { ':c': 2 },
      }),
    );

    await deliver(chargeRefundedEvent({ ...fields, amountRefunded: 2150 }));
    expect(await balance(user.user.id)).toBe(0);
    await deliver(chargeRefundedEvent({ ...fields, amountRefunded: 4300 }));
    expect(await balance(user.user.id)).toBe(0);
    expect((await status(user, transactionId)).status).toBe('refunded');
    const refunds = (await ledger(user.user.id)).filter((e) => e.creditType === 'refund').map((e) => e.amount);
    expect(refunds.sort()).toEqual([-2, 0]);
  });

  it('matches a refund by the payment intent stored at completion, also when the charge carries no metadata', async () => {
    const user = await createTestUser();
    const { transactionId, fields } = await checkout(user);
    const paymentIntent = `pi_test_${transactionId.slice(0, 12)}`;
    const before = await balance(user.user.id);
    await deliver(sessionEvent('checkout.session.completed', { ...fields, paymentIntent }));
    expect(await balance(user.user.id)).toBe(before + 4);

    await deliver(
      chargeRefundedEvent({ ...fields, paymentIntent, amountRefunded: fields.amount, withMetadata: false }),
    );
    expect(await balance(user.user.id)).toBe(before);
    expect((await status(user, transactionId)).status).toBe('refunded');
  });
});
