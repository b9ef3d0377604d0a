import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The defaults module is written in a parallel change; until it lands the stack starts without it.
const seedModule = '../seed/defaults';

/** Writes the default rows (app config, event types...) when they are missing; safe to run on every start. */
export async function runSeed(): Promise<boolean> {
  if (!existsSync(fileURLToPath(new URL(`${seedModule}.ts`, import.meta.url)))) return false;
  const [{ seedDefaults }, { createPlatform }] = await Promise.all([
    import(/* @vite-ignore */ seedModule) as Promise<{ seedDefaults: (db: unknown) => Promise<unknown> }>,
    import('../lib/platform'),
  ]);
  await seedDefaults(createPlatform().db);
  return true;
}
