import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { sessionStore, type FakeCheckoutSession } from './session-store';
import { deliverSessionEvent } from './webhook-delivery';

/** How long "Pay later" takes to settle and a declined checkout takes to expire, like a slow bank transfer would. */
const ASYNC_SETTLE_MS = 3_000;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function price(session: FakeCheckoutSession): string {
  const locale = session.locale === 'pl' ? 'pl-PL' : 'en-US';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: session.currency.toUpperCase() }).format(
    session.amount_total / 100,
  );
}

function page(session: FakeCheckoutSession, notice?: string): string {
  const open = session.status === 'open' && session.expires_at > Date.now() / 1000;
  const action = (name: string, label: string, style: string) =>
    `<form method="post" action="/sandbox/checkout/${encodeURIComponent(session.id)}/${name}"><button class="${style}" type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checkout sandbox · Tricoach</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1f36;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:32px;width:min(420px,92vw)}
.badge{display:inline-block;background:#fff4d6;color:#8a5a00;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
h1{font-size:18px;margin:16px 0 4px}.amount{font-size:32px;font-weight:700;margin:4px 0 16px}.muted{color:#697386;font-size:14px}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;font-weight:600;cursor:pointer;margin-top:10px}
.pay{background:#635bff;color:#fff}.later{background:#eef0ff;color:#3c35c9}.decline{background:#fff;color:#c0123c;border:1px solid #f3c2cd}
.notice{background:#eef6ff;border-radius:8px;padding:10px;margin-top:12px;font-size:14px}
</style></head><body><main>
<span class="badge">Test mode · local checkout sandbox</span>
<h1>${escapeHtml(session.product_name)}</h1>
<div class="amount" data-testid="amount">${escapeHtml(price(session))}</div>
<div class="muted">${escapeHtml(session.customer_email ?? '')}</div>
${open ? `${action('pay', 'Pay', 'pay')}${action('pay-later', 'Pay later (async)', 'later')}${action('decline', 'Decline', 'decline')}` : `<p class="notice">This checkout is ${escapeHtml(session.status)}.</p>`}
${notice ? `<p class="notice">${escapeHtml(notice)}</p>` : ''}
<p class="muted">No card is charged: each button sends the event Stripe would send to the app's webhook.</p>
</main></body></html>`;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

/** The hosted checkout page of the fake Stripe: Pay, Pay later (async) and Decline drive the real webhook. */
export async function handle(req: IncomingMessage, res: ServerResponse, context: SandboxContext): Promise<void> {
  const store = sessionStore(context.dataDir);
  const match = /^\/sandbox\/checkout\/([^/]+)(?:\/(pay|pay-later|decline))?$/.exec(
    new URL(req.url ?? '/', 'http://fake').pathname,
  );
  const session = match ? store.get(decodeURIComponent(match[1]!)) : undefined;
  if (!match || !session)
    return send(res, 404, '<!doctype html><title>Not found</title><p>This checkout session does not exist.</p>');
  const act = match[2];
  if (req.method === 'GET' && !act) return send(res, 200, page(session));
  if (req.method !== 'POST' || !act) return send(res, 405, '<!doctype html><p>Method not allowed</p>');
  if (session.status !== 'open') return send(res, 409, page(session, 'This checkout is no longer open.'));

  if (act === 'pay') {
    const paid = {
      ...session,
      status: 'complete' as const,
      payment_status: 'paid' as const,
      payment_intent: `pi_test_${session.id.slice(8, 30)}`,
    };
    store.put(paid);
    await deliverSessionEvent(context.appUrl, 'checkout.session.completed', paid);
    return redirect(res, paid.success_url);
  }
  if (act === 'pay-later') {
    const waiting = {
      ...session,
      status: 'complete' as const,
      payment_status: 'unpaid' as const,
      payment_intent: `pi_test_${session.id.slice(8, 30)}`,
    };
    store.put(waiting);
    await deliverSessionEvent(context.appUrl, 'checkout.session.completed', waiting);
    setTimeout(() => {
      const settled = { ...waiting, payment_status: 'paid' as const };
      store.put(settled);
      void deliverSessionEvent(context.appUrl, 'checkout.session.async_payment_succeeded', settled);
    }, ASYNC_SETTLE_MS).unref();
    return redirect(res, waiting.success_url);
  }
  // Declined: back to the shop; the session expires a little later, as an abandoned one does.
  setTimeout(() => {
    const expired = { ...session, status: 'expired' as const };
    store.put(expired);
    void deliverSessionEvent(context.appUrl, 'checkout.session.expired', expired);
  }, ASYNC_SETTLE_MS).unref();
  return redirect(res, session.cancel_url);
}
