import type { Db } from '../db/client';
import { createAssistantRepository, defaultAssistant } from '../modules/chat/assistant-repository';
import { createAppConfigRepository, DEFAULT_ACCEPTING_SIGNUPS } from '../modules/config/app-config-repository';
import { DEFAULT_EVENT_TYPES } from '../modules/plans/event-type-defaults';
import { createEventTypeRepository } from '../modules/plans/event-type-repository';
import { createProductRepository } from '../modules/payments/product-repository';
import { PAYMENT_PRODUCTS } from '@shared/payments/products';

/**
 * Default data every environment needs: run on the local stack's first start and by the deploy-time seed.
 * Idempotent: each step writes fixed keys. Append a line per default.
 */
export async function seedDefaults(db: Db): Promise<void> {
  await createAppConfigRepository(db).putDefault(
    'acceptingSignups',
    DEFAULT_ACCEPTING_SIGNUPS,
    new Date().toISOString(),
  );
  await createEventTypeRepository(db).putAll(DEFAULT_EVENT_TYPES);
  await createProductRepository(db).putAll(PAYMENT_PRODUCTS);
  await createAssistantRepository(db).putIfMissing(defaultAssistant(new Date().toISOString()));
}
