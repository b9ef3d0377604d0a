import type { Db } from '../../db/client';
import { env } from '../../lib/env';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../providers/payments/port';
import { createRateLimiter } from '../accounts/rate-limiter';
import { createUserRepository } from '../accounts/user-repository';
import { createMailQueue } from '../mail/mail-queue';
import { createMailRepository } from '../mail/mail-repository';
import { createPaymentService } from './payment-service';
import { createProductRepository } from './product-repository';
import { createTransactionRepository } from './transaction-repository';

/** Wires the payments group; `provider` is called on first use, so calls that need none work without its configuration. */
export function createPaymentServices(
  { db, clock }: { db: Db; clock: Clock },
  provider: () => Promise<PaymentProvider>,
) {
  return {
    payments: createPaymentService({
      products: createProductRepository(db),
      transactions: createTransactionRepository(db),
      users: createUserRepository(db),
      mails: createMailQueue(createMailRepository(db), clock),
      limiter: createRateLimiter(db, clock),
      provider,
      appUrl: env().APP_URL,
      clock,
    }),
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
