import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A checkout session as the fake Stripe keeps it: the fields of Stripe's object that our code and page read. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_intent_metadata: Record<string, string>;
  product_name: string;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  expires_at: number;
  livemode: false;
  idempotency_key?: string;
  request_fingerprint?: string;
}

/** The fake's sessions, kept in a JSON file under DATA_DIR so a restarted stack still knows them. */
export function sessionStore(dataDir: string) {
  const dir = join(dataDir, 'fake-stripe');
  const file = join(dir, 'sessions.json');
  const read = (): Record<string, FakeCheckoutSession> => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, FakeCheckoutSession>;
    } catch {
      return {};
    }
  };
  return {
    get: (id: string): FakeCheckoutSession | undefined => read()[id],
    byIdempotencyKey: (key: string): FakeCheckoutSession | undefined =>
      Object.values(read()).find((s) => s.idempotency_key === key),
    put(session: FakeCheckoutSession): void {
      const all = read();
      all[session.id] = session;
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(all, null, 2));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
