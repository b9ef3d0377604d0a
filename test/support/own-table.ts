import { randomUUID } from 'node:crypto';
import { resetDocumentClient } from '../../functions/db/client';
import { resetEnvCache } from '../../functions/lib/env';
import { ensureTable } from '../../functions/local/services';

/**
 * Points this test file (its own worker) at a fresh table in the run's DynamoDB Local: for tests that change
 * global state (closing signups) or read global queues (pending mails) without disturbing files running beside it.
 * Call before the first invoke(): group entries read TABLE_NAME when they are first imported.
 */
export async function useOwnTable(prefix: string): Promise<string> {
  const name = `${prefix}-${randomUUID().slice(0, 8)}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, name);
  process.env.TABLE_NAME = name;
  resetEnvCache();
  resetDocumentClient();
  return name;
}
