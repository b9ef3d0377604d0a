import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import qs from 'qs';
import type { SandboxContext } from '../sandbox-routes';
import { sendJson, sendStripeError } from './stripe-errors';
import { sessionStore, type FakeCheckoutSession } from './session-store';

interface CreateParams {
  mode?: string;
  line_items?: Array<{
    quantity?: string;
    price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
  }>;
  client_reference_id?: string;
  metadata?: Record<string, string>;
  payment_intent_data?: { metadata?: Record<string, string> };
  customer_email?: string;
  locale?: string;
  success_url?: string;
  cancel_url?: string;
  expires_at?: string;
}

const CURRENCIES = new Set(['eur', 'usd', 'pln']);
const isUrl = (value: string | undefined) => {
  try {
    return Boolean(value && new URL(value));
  } catch {
    return false;
  }
};

/** Checks what Stripe checks for a one-off payment session; the first problem found, as Stripe words it. */
function invalidParam(params: CreateParams, now: number): { param: string; message: string } | null {
  if (params.mode !== 'payment')
    return { param: 'mode', message: 'Invalid mode: must be one of payment, setup or subscription' };
  const item = params.line_items?.[0];
  if (!item || params.line_items!.length !== 1)
    return { param: 'line_items', message: 'You must provide exactly one line item.' };
  const price = item.price_data;
  if (!price?.currency || !CURRENCIES.has(price.currency))
    return { param: 'line_items[0][price_data][currency]', message: 'Invalid currency.' };
  const amount = Number(price.unit_amount);
  if (!Number.isInteger(amount) || amount < 50)
    return {
      param: 'line_items[0][price_data][unit_amount]',
      message: 'Invalid integer: unit_amount must be at least 50.',
    };
  if (!price.product_data?.name)
    return { param: 'line_items[0][price_data][product_data][name]', message: 'Missing required param: name.' };
  if (!isUrl(params.success_url)) return { param: 'success_url', message: 'Not a valid URL' };
  if (!isUrl(params.cancel_url)) return { param: 'cancel_url', message: 'Not a valid URL' };
  const expiresAt = Number(params.expires_at ?? now + 86_400);
  // As strict as Stripe: no slack below 30 minutes (callers add their own margin).
  if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
    return {
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
    };
  return null;
}

function toSession(params: CreateParams, appUrl: string, now: number): FakeCheckoutSession {
  const id = `cs_test_${randomBytes(24).toString('base64url')}`;
  const price = params.line_items![0]!.price_data!;
  const amount = Number(price.unit_amount) * Number(params.line_items![0]!.quantity ?? 1);
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amount,
    amount_subtotal: amount,
    currency: price.currency!,
    client_reference_id: params.client_reference_id ?? null,
    customer_email: params.customer_email ?? null,
    locale: params.locale ?? null,
    metadata: params.metadata ?? {},
    payment_intent: null,
    payment_intent_metadata: params.payment_intent_data?.metadata ?? {},
    product_name: price.product_data!.name!,
    success_url: params.success_url!,
    cancel_url: params.cancel_url!,
    url: `${appUrl}/sandbox/checkout/${id}`,
    created: now,
    expires_at: Number(params.expires_at ?? now + 86_400),
    livemode: false,
  };
}

/** What a client sees of a session: Stripe's fields only. */
export function publicSession(session: FakeCheckoutSession): Record<string, unknown> {
  const {
    idempotency_key: _key,
    request_fingerprint: _fingerprint,
    payment_intent_metadata: _meta,
    product_name: _name,
    ...visible
  } = session;
  return visible;
}

/**
 * The part of Stripe's API our payment provider calls: create and retrieve a Checkout Session, with Stripe's
 * authentication, idempotency keys and error shapes. Served at the app's origin under /v1, where the SDK expects
 * the API host to answer.
 */
export async function handle(req: IncomingMessage, res: ServerResponse, context: SandboxContext): Promise<void> {
  const expectedKey = process.env.STRIPE_SECRET_KEY;
  if (!expectedKey || req.headers.authorization !== `Bearer ${expectedKey}`) {
    return sendStripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
  }
  const store = sessionStore(context.dataDir);
  const path = new URL(req.url ?? '/', 'http://fake').pathname;
  const now = Math.floor(Date.now() / 1000);

  if (req.method === 'POST' && path === '/v1/checkout/sessions') {
    const body = context.body.toString('utf8');
    const fingerprint = createHash('sha256').update(body).digest('hex');
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' ? store.byIdempotencyKey(key) : undefined;
    if (replay) {
      if (replay.request_fingerprint !== fingerprint) {
        return sendStripeError(
          res,
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return sendJson(res, publicSession(replay));
    }
    const params = qs.parse(body, { depth: 6 }) as CreateParams;
    const problem = invalidParam(params, now);
    if (problem)
      return sendStripeError(res, 400, 'invalid_request_error', problem.message, {
        param: problem.param,
        code: 'parameter_invalid',
      });
    const session = {
      ...toSession(params, context.appUrl, now),
      ...(typeof key === 'string' ? { idempotency_key: key, request_fingerprint: fingerprint } : {}),
    };
    store.put(session);
    return sendJson(res, publicSession(session));
  }

  const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
  if (req.method === 'GET' && retrieve) {
    const session = store.get(decodeURIComponent(retrieve[1]!));
    if (!session)
      return sendStripeError(res, 404, 'invalid_request_error', `No such checkout.session: '${retrieve[1]}'`, {
        code: 'resource_missing',
      });
    return sendJson(res, publicSession(session));
  }
  return sendStripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
}
