import { createPlatform } from '../composition/platform';
import { runPendingMigrations, type MigrationRun } from '../db/migrations/runner';
import { seedDefaults } from '../seed/defaults';

/** Moves the data of an older checkout to this one's keys before anything reads it: runs on every start. */
export async function runMigrations(log: (line: string) => void): Promise<MigrationRun[]> {
  return runPendingMigrations(createPlatform().db, { log });
}

/** Writes the default rows (app config, event types...) when missing; idempotent, so it runs on every start. */
export async function runSeed(): Promise<void> {
  await seedDefaults(createPlatform().db);
}
