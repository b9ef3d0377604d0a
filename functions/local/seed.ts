import { createPlatform } from '../composition/platform';
import { seedDefaults } from '../seed/defaults';

/** Writes the default rows (app config, event types...) when missing; idempotent, so it runs on every start. */
export async function runSeed(): Promise<void> {
  await seedDefaults(createPlatform().db);
}
