import { documentClient } from '../client';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { runPendingMigrations, type MigrationRun } from './runner';

/**
 * Deploy-time migrations: a CDK trigger invokes this after the table exists, on every deploy that changes this
 * bundle (a new migration). A failure fails the deploy, which rolls back; the next deploy runs the migration again.
 */
export async function handler(): Promise<{ migrations: MigrationRun[] }> {
  const table = env().TABLE_NAME;
  const migrations = await runPendingMigrations(
    { doc: documentClient(), table },
    { log: (line) => logger.info(line, { table }) },
  );
  return { migrations };
}
