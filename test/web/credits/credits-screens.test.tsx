import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteAnswer } from '@shared/api/route-answers';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PRODUCTS: RouteAnswer<'paymentProducts'> = [
  { id: 'premium-4', name: 'Premium', credits: 4, prices: { EUR: 1000, USD: 1100, PLN: 4300 } },
  { id: 'ultra-22', name: 'Ultra', credits: 22, prices: { EUR: 5000, USD: 5500, PLN: 21600 } },
];

function api(extra: (c: FakeCall) => FakeAnswer | undefined, user = userFixture({ credits: 0 })) {
  return fakeFetch((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.path === '/api/user') return answer('getUser', user);
    if (c.path === '/api/payment/products') return answer('paymentProducts', PRODUCTS);
    if (c.path === '/api/credits')
      return answer('getCredits', {
        balance: user.credits,
        entries: [{ type: 'trial', amount: 1, description: 'Free trial week', createdAt: '2026-11-01T10:00:00.000Z' }],
      });
    return undefined;
  });
}

describe('/get-credits', () => {
  it('shows the balance, both packs in euro for English and sends Buy to the checkout with the chosen currency', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = api((c) =>
      c.path === '/api/payment/checkout'
        ? answer('paymentCheckout', { transactionId: 'tx-1', url: 'https://checkout.example/cs_1' }, 201)
        : undefined,
    );
    await renderApp('/get-credits');
    expect(await screen.findByTestId('price-premium-4')).toHaveTextContent('€10');
    expect(screen.getByTestId('price-ultra-22')).toHaveTextContent('€50');
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('0');
    expect(screen.getByText('Free trial week')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'PLN' }));
    expect(screen.getByTestId('price-premium-4')).toHaveTextContent('43 zł');
    await userEvent.click(screen.getByRole('button', { name: /Buy for 43\.00\szł/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    const checkout = calls.find((c) => c.path === '/api/payment/checkout');
    expect(checkout?.body).toEqual({ productId: 'premium-4', currency: 'PLN' });
  });

  it("shows the server's message when the checkout cannot start", async () => {
    api((c) =>
      c.path === '/api/payment/checkout'
        ? {
            status: 429,
            body: {
              message: 'You have too many payments in progress.',
              error: 'You have too many payments in progress.',
            },
          }
        : undefined,
    );
    await renderApp('/get-credits');
    await userEvent.click(await screen.findByRole('button', { name: /Buy for €50/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have too many payments in progress.');
  });
});

describe('/payment-status', () => {
  it("says 'No transaction ID found' without an id", async () => {
    api(() => undefined);
    await renderApp('/payment-status');
    expect(await screen.findByText('No transaction ID found')).toBeInTheDocument();
  });

  it('re-checks a pending payment every 3 seconds, then shows the amount and the credits added', async () => {
    let checks = 0;
    api((c) => {
      if (c.path !== '/api/payment/status/tx-9') return undefined;
      checks += 1;
      return answer('paymentStatus', {
        status: checks < 3 ? 'pending' : 'completed',
        amount: 4300,
        currency: 'PLN',
        creditsAmount: 4,
      });
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/payment-status?id=tx-9');
    expect(await screen.findByText('Processing your payment...')).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(3000)));
    expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(3000)));
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('43.00 zł');
    expect(screen.getByTestId('payment-credits')).toHaveTextContent('4 credits added to your account');
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(checks).toBe(3);
  });

  it('shows the failure with Try Again and Return to Dashboard for a cancelled payment', async () => {
    api((c) =>
      c.path === '/api/payment/status/tx-2'
        ? answer('paymentStatus', { status: 'cancelled', amount: 1000, currency: 'EUR', creditsAmount: 4 })
        : undefined,
    );
    await renderApp('/payment-status?id=tx-2');
    expect(
      await screen.findByText('Unfortunately, your payment could not be processed. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/get-credits');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('payment-error')).toHaveTextContent('An error occurred');
  });

  it("shows the server's error text for a failed payment", async () => {
    api((c) =>
      c.path === '/api/payment/status/tx-4'
        ? answer('paymentStatus', {
            status: 'failed',
            amount: 1000,
            currency: 'EUR',
            creditsAmount: 4,
            error: 'The payment failed',
          })
        : undefined,
    );
    await renderApp('/payment-status?id=tx-4');
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('The payment failed');
  });

  it('says so on /get-credits when the checkout was declined', async () => {
    api(() => undefined);
    await renderApp('/get-credits?checkout=canceled');
    expect(await screen.findByTestId('checkout-canceled')).toHaveTextContent('nothing was charged');
  });

  it("says 'Failed to check payment status' when the check fails", async () => {
    api((c) =>
      c.path === '/api/payment/status/tx-3'
        ? { status: 404, body: { message: 'Transaction not found', error: 'Transaction not found' } }
        : undefined,
    );
    await renderApp('/payment-status?id=tx-3');
    expect(await screen.findByText('Failed to check payment status')).toBeInTheDocument();
  });
});
